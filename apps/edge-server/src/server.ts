import { existsSync } from 'node:fs';
import { createServer as createHttpServer, type Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import type { Logger } from 'pino';
import { jobLag, migrateDatabase, openDatabase, type Database } from '@skybook/db';
import { mailQueueDepth } from '@skybook/mail';
import { createApp, sandboxGateway } from './app.ts';
import { mailDeliveryFor, startBackgroundJobs } from './background-jobs.ts';
import { answerPrimaryScrapes, processScrape } from './metrics/cluster-metrics.ts';
import { createMetrics } from './metrics/metrics.ts';
import { startMetricsServer } from './metrics/metrics-server.ts';
import { listen } from './http/listen.ts';
import type { Config } from './config.ts';
import { createGatewayApp } from './sandbox-gateway/gateway-app.ts';
import { loadProductionBuilds } from './ssr/renderers.ts';

export interface RunningServer {
  server: Server;
  database: Database;
  url: string;
  /** The sandbox gateway's origin (hosted card field, tokens). */
  gatewayUrl: string;
  /** Where this process serves `/metrics` (METRICS_PORT), when it serves them itself. */
  metricsUrl?: string;
  /** Stops taking connections, lets in-flight requests finish, then closes the database. */
  shutdown(reason: string): Promise<void>;
}

/** `public/` beside the bundle in production, beside `src/` when run from source. */
function findPublicDir(): string {
  const candidates = ['./public', '../public'].map((p) => fileURLToPath(new URL(p, import.meta.url)));
  return candidates.find((dir) => existsSync(dir)) ?? candidates[0]!;
}

/** Brings the database's schema up to date: once per start, by the primary when there are workers. */
export async function migrateOnly(config: Config): Promise<void> {
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    await migrateDatabase(database);
  } finally {
    await database.close();
  }
}

export async function startServer(
  config: Config,
  logger: Logger,
  opts: {
    migrate?: boolean;
    /** A cluster worker's metrics are scraped through its primary, which has the listener (decision 113). */
    worker?: boolean;
  } = {},
): Promise<RunningServer> {
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  // Workers of a cluster find the schema migrated by their primary (decision 088).
  if (opts.migrate ?? true) await migrateDatabase(database);
  const dev =
    config.NODE_ENV === 'development'
      ? await (await import('./ssr/dev-builds.ts')).createDevBuilds()
      : undefined;
  const builds = dev ? new Map() : await loadProductionBuilds(config.DIST_DIR, config.SERVE_APPS);
  let shuttingDown = false;
  const paymentGateway = sandboxGateway(config, database);
  const mail = mailDeliveryFor(config, database, logger);
  const metrics = createMetrics({
    defaults: true,
    // The most overdue job: one number to alert on; the logs name the job (background-health).
    jobLag: async () => Math.max(0, ...(await jobLag(database.db)).map((job) => job.lagSeconds)),
    mailQueueDepth: () => mailQueueDepth(database.db),
  });
  const app = createApp({
    mail,
    metrics,
    paymentGateway,
    config,
    database,
    logger,
    builds,
    ...(dev ? { dev: { middlewares: dev.vite.middlewares, getBuild: dev.getBuild } } : {}),
    publicDir: findPublicDir(),
    isShuttingDown: () => shuttingDown,
  });

  const server = await listen(app, config.PORT, config.HOST, config.REQUEST_TIMEOUT_MS);
  server.keepAliveTimeout = 5_000;
  const gateway = await startGatewayServer(config, paymentGateway);
  const jobs = startBackgroundJobs(config, database, paymentGateway, logger, mail);
  if (opts.worker) answerPrimaryScrapes(metrics.registry);
  const metricsServer =
    !opts.worker && config.METRICS_PORT !== undefined
      ? await startMetricsServer(
          processScrape(metrics.registry),
          config.METRICS_PORT,
          config.METRICS_HOST,
          (err) => logger.warn({ err }, 'collecting metrics failed'),
        )
      : undefined;
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;

  return {
    server,
    database,
    url: `http://${config.HOST}:${port}`,
    gatewayUrl: gateway.url,
    ...(metricsServer ? { metricsUrl: metricsServer.url } : {}),
    async shutdown(reason) {
      if (shuttingDown) return;
      shuttingDown = true;
      logger.info({ reason }, 'shutting down');
      // No new job is started while requests drain; one under way finishes, then the outbox stops.
      const jobsStopped = jobs.stop();
      const servers = [server, gateway.server, ...(metricsServer ? [metricsServer.server] : [])];
      const timer = setTimeout(() => {
        for (const s of servers) s.closeAllConnections();
      }, config.SHUTDOWN_TIMEOUT_MS).unref();
      await Promise.all(
        servers.map(
          (s) =>
            new Promise<void>((resolve) => {
              s.close(() => resolve());
              s.closeIdleConnections();
            }),
        ),
      );
      clearTimeout(timer);
      await jobsStopped;
      // Again: a request that finished meanwhile may have kicked a delivery.
      await mail.stop();
      await dev?.vite.close();
      await database.close();
      logger.info('shutdown complete');
    },
  };
}

/** The sandbox gateway's hosted card field and tokens, on their own origin (decision 056). */
async function startGatewayServer(
  config: Config,
  paymentGateway: ReturnType<typeof sandboxGateway>,
): Promise<{ server: Server; url: string }> {
  const server = createHttpServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.GATEWAY_PORT, config.HOST, () => resolve());
  });
  const address = server.address();
  // GATEWAY_PORT=0 (tests): the port the system gave, on the address it listens on.
  const url =
    config.GATEWAY_PORT === 0 && typeof address === 'object' && address
      ? `http://${config.HOST}:${address.port}`
      : config.GATEWAY_PUBLIC_URL;
  server.on(
    'request',
    createGatewayApp({
      gateway: paymentGateway,
      publicOrigin: url,
      siteOrigins: config.GATEWAY_SITE_ORIGINS,
    }),
  );
  server.keepAliveTimeout = 5_000;
  return { server, url };
}
