import { listRegionSites } from '@skybook/db';
import { ConfigError, loadConfig } from './config.ts';
import { createLogger } from './http/logger.ts';
import { resolveSecrets } from './secrets.ts';
import { startServer } from './server.ts';

let config;
try {
  config = resolveSecrets(loadConfig(process.env));
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}

const logger = createLogger(config.LOG_LEVEL);
const running = await startServer(config, logger).catch((error: unknown) => {
  logger.fatal({ err: error }, 'could not start');
  process.exit(1);
});

const port = new URL(running.url).port;
const sites = await listRegionSites(running.database.db);
console.log(`Skybook is serving ${running.url}`);
console.log(`The sandbox payment gateway (hosted card field) is at ${running.gatewayUrl}`);
for (const site of sites) console.log(`  ${site.name.padEnd(22)} http://${site.localHost}:${port}`);

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    running.shutdown(signal).then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}
