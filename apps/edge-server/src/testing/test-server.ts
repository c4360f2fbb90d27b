import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pino, type Logger } from 'pino';
import { createTestDatabase, type Database } from '@skybook/db';
import type { Mailer } from '@skybook/mail';
import type { PaymentGateway, SandboxGateway } from '@skybook/orders';
import { createApp, sandboxGateway, type AppDeps } from '../app.ts';
import { mailDeliveryFor } from '../background-jobs.ts';
import { createGatewayApp } from '../sandbox-gateway/gateway-app.ts';
import { loadConfig } from '../config.ts';
import { listen } from '../http/listen.ts';
import { resolveSecrets } from '../secrets.ts';
import { createMetrics, type Metrics } from '../metrics/metrics.ts';
import { processScrape } from '../metrics/cluster-metrics.ts';
import { startMetricsServer } from '../metrics/metrics-server.ts';

/**
 * The API-only edge server on a random loopback port over a fresh, seeded test database.
 * Mail goes to `outboxDir` (a temp folder the test reads) or through the test's own `mailer`;
 * `env` overrides configuration (e.g. a short hold time).
 */
export async function startTestServer(
  opts: {
    outboxDir?: string;
    mailer?: Mailer;
    env?: Record<string, string>;
    /** E.g. a sandbox whose charges the test counts. */
    paymentGateway?: PaymentGateway;
    /**
     * The sandbox whose hosted card field and tokens the gateway port serves; by default
     * `paymentGateway` when it is a sandbox, else the built-in one keeping its books in the database.
     */
    cardTokens?: SandboxGateway;
    /** E.g. a logger writing to memory, to check what reaches the logs. */
    logger?: Logger;
    /** A clock the test moves, e.g. to a flight's last hour before departure. */
    now?: () => Date;
    /** Apps to render pages with (e.g. a stand-in entry); none by default: the API only. */
    builds?: AppDeps['builds'];
    /** Measure, and serve `/metrics` on a loopback port of its own, as METRICS_PORT does. */
    metrics?: boolean;
  } = {},
): Promise<{
  url: string;
  /** The sandbox gateway's own origin: tests get card tokens there, as the browser's card field does. */
  gatewayUrl: string;
  database: Database;
  /** The metrics listener's `/metrics` URL, with `metrics: true`. */
  metricsUrl?: string;
  /** Sends every mail queued so far (decision 111): call it before reading what was mailed. */
  drainMailOutbox(): Promise<void>;
  close(): Promise<void>;
}> {
  const { database, cleanup } = await createTestDatabase();
  // Lazy like every tools import from the server, so the production bundle never links it.
  const { seedDemo } = await import('@skybook/tools/seed');
  await seedDemo(database.db);
  const config = resolveSecrets(
    loadConfig({
      SERVE_APPS: '',
      NODE_ENV: 'test',
      OUTBOX_DIR: opts.outboxDir ?? 'tmp/test-outbox',
      MAIL_POLL_MS: '50',
      ...opts.env,
    }),
  );
  const given = opts.paymentGateway;
  const cardTokens =
    opts.cardTokens ??
    (given && 'tokenize' in given ? (given as SandboxGateway) : sandboxGateway(config, database));
  const metrics: Metrics | undefined = opts.metrics ? createMetrics() : undefined;
  const logger = opts.logger ?? pino({ level: 'silent' });
  const mail = mailDeliveryFor(config, database, logger, opts.mailer);
  mail.start();
  const app = createApp({
    config,
    ...(metrics ? { metrics } : {}),
    mail,
    paymentGateway: given ?? cardTokens,
    ...(opts.now ? { now: opts.now } : {}),
    database,
    logger,
    builds: opts.builds ?? new Map(),
    publicDir: new URL('../../public', import.meta.url).pathname,
    isShuttingDown: () => false,
  });
  const server = await listen(app, 0, '127.0.0.1', config.REQUEST_TIMEOUT_MS);
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  // The gateway on a port of its own: its origin is not the site's, as in production.
  const gateway = createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => gateway.once('listening', resolve));
  const gatewayUrl = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}`;
  gateway.on(
    'request',
    createGatewayApp({
      gateway: cardTokens,
      publicOrigin: gatewayUrl,
      siteOrigins: [url],
      ...(opts.now ? { now: opts.now } : {}),
    }),
  );
  const metricsServer = metrics
    ? await startMetricsServer(processScrape(metrics.registry), 0, '127.0.0.1', () => {})
    : undefined;
  return {
    url,
    gatewayUrl,
    database,
    ...(metricsServer ? { metricsUrl: metricsServer.url } : {}),
    drainMailOutbox: () => mail.drain(),
    async close() {
      await metricsServer?.close();
      await new Promise((resolve) => gateway.close(resolve));
      await new Promise((resolve) => server.close(resolve));
      await mail.stop();
      await cleanup();
    },
  };
}
