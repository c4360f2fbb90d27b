import cluster from 'node:cluster';
import { listRegionSites } from '@skybook/db';
import { runPrimary, workerCount } from './cluster.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { createLogger } from './http/logger.ts';
import { resolveSecrets } from './secrets.ts';
import { migrateOnly, startServer } from './server.ts';
import { primaryScrape } from './metrics/cluster-metrics.ts';
import { startMetricsServer } from './metrics/metrics-server.ts';

let config;
try {
  config = resolveSecrets(loadConfig(process.env));
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}

const logger = createLogger(config.LOG_LEVEL);
const workers = workerCount(config);
if (workers > 1 && cluster.isPrimary) {
  // One worker per core (decision 088): the primary migrates once, then only forks and supervises.
  await migrateOnly(config).catch((error: unknown) => {
    logger.fatal({ err: error }, 'could not migrate');
    process.exit(1);
  });
  runPrimary(workers, logger);
  // One scrape of the primary adds up every worker's metrics (decision 113).
  if (config.METRICS_PORT !== undefined) {
    const metrics = await startMetricsServer(
      primaryScrape(),
      config.METRICS_PORT,
      config.METRICS_HOST,
      (err) => logger.warn({ err }, 'collecting metrics from the workers failed'),
    ).catch((error: unknown) => {
      logger.fatal({ err: error }, 'could not serve metrics');
      process.exit(1);
    });
    console.log(`Metrics of all workers are at ${metrics.url}`);
  }
} else {
  await serve(config, cluster.isWorker);
}

async function serve(config: Config, isWorker: boolean): Promise<void> {
  const running = await startServer(config, logger, { migrate: !isWorker, worker: isWorker }).catch(
    (error: unknown) => {
      logger.fatal({ err: error }, 'could not start');
      process.exit(1);
    },
  );

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
  // Workers share the sockets: the first one says where the site is, the others stay quiet.
  if (isWorker && cluster.worker?.id !== 1) return;
  const port = new URL(running.url).port;
  const sites = await listRegionSites(running.database.db);
  console.log(`Skybook is serving ${running.url}`);
  console.log(`The sandbox payment gateway (hosted card field) is at ${running.gatewayUrl}`);
  if (running.metricsUrl) console.log(`Metrics are at ${running.metricsUrl}`);
  for (const site of sites) console.log(`  ${site.name.padEnd(22)} http://${site.localHost}:${port}`);
}
