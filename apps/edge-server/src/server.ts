import { existsSync } from 'node:fs';
import { createServer as createHttpServer, type Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import type { Logger } from 'pino';
import { releaseExpiredHolds } from '@skybook/agency';
import { migrateDatabase, openDatabase, pruneRateLimits, type Database } from '@skybook/db';
import { startHoldSweeper, sweepExpiredHolds } from '@skybook/inventory';
import { createPaymentReconciler, startPaymentReconciler } from '@skybook/orders';
import { createApp, sandboxGateway } from './app.ts';
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
  opts: { migrate?: boolean } = {},
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
  const app = createApp({
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
  const jobs = startBackgroundJobs(config, database, paymentGateway, logger);
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;

  return {
    server,
    database,
    url: `http://${config.HOST}:${port}`,
    gatewayUrl: gateway.url,
    async shutdown(reason) {
      if (shuttingDown) return;
      shuttingDown = true;
      logger.info({ reason }, 'shutting down');
      const servers = [server, gateway.server];
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
      await jobs.stop();
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

/** Sweeps and reconciliation every server runs; `stop` waits for a run in progress. */
function startBackgroundJobs(
  config: Config,
  database: Database,
  paymentGateway: ReturnType<typeof sandboxGateway>,
  logger: Logger,
): { stop(): Promise<void> } {
  const sweeper = startHoldSweeper(() => sweepExpiredHolds(database.db), {
    intervalMs: config.HOLD_SWEEP_INTERVAL_MS,
    onSwept: (holds) => logger.info({ holds }, 'expired holds released'),
    onError: (err) => logger.warn({ err }, 'hold sweep failed'),
  });
  // Credit held for bookings on account goes back when the hold expires (issue 7).
  const holdSweep = setInterval(() => {
    releaseExpiredHolds(database.db).catch((err: unknown) =>
      logger.error({ err }, 'releasing expired credit holds failed'),
    );
    // Rate-limit counters of windows that ended a day ago are of no more use (decision 042).
    pruneRateLimits(database.db).catch((err: unknown) => logger.warn({ err }, 'pruning rate limits failed'));
  }, 60_000).unref();
  // Payments a crash or a lost gateway answer left pending are settled at start and then
  // periodically, once their lease is over; every server runs it, each attempt is claimed once.
  const payments = createPaymentReconciler({
    db: database.db,
    gateway: paymentGateway,
    leaseMs: config.PAYMENT_LEASE_MS,
  });
  const reconciler = startPaymentReconciler(payments.reconcile, {
    intervalMs: config.PAYMENT_RECONCILE_INTERVAL_MS,
    onRun: (result) => {
      if (result.settled || result.open) logger.info(result, 'pending payments reconciled');
    },
    onError: (err) => logger.warn({ err }, 'payment reconciliation failed'),
  });
  return {
    async stop() {
      clearInterval(holdSweep);
      await sweeper.stop();
      await reconciler.stop();
    },
  };
}
