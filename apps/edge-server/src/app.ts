import path from 'node:path';
import compression from 'compression';
import express, { type Express } from 'express';
import type { Logger } from 'pino';
import { fileEndpoints } from '@skybook/api-contract';
import type { BrandId } from '@skybook/brands';
import { readContentGeneration, type Database } from '@skybook/db';
import type { MailDelivery } from '@skybook/mail';
import { createSandboxGateway, dbBooks, type PaymentGateway, type SandboxGateway } from '@skybook/orders';
import { apiRouter } from './api/api-router.ts';
import { createIdentity } from './identity/identity-middleware.ts';
import { sameSiteJsonOnly } from './identity/csrf.ts';
import { secretKey } from './identity/tokens.ts';
import { tokenSync } from './identity/token-sync.ts';
import type { AppName, Config } from './config.ts';
import { boardingPassRoutes } from './http/boarding-pass-routes.ts';
import { ssoRoutes } from './http/sso-routes.ts';
import { iconRoute } from './http/icon-route.ts';
import { serverHandlers, ssoDeps } from './api/server-handlers.ts';
import { healthRouter } from './http/health.ts';
import { notFound } from './http/not-found.ts';
import { lastResort } from './http/last-resort.ts';
import { requestLogger } from './http/logger.ts';
import { requestIds } from './http/request-id.ts';
import { httpMetrics } from './metrics/http-metrics.ts';
import type { Metrics } from './metrics/metrics.ts';
import { newsletterUnsubscribeRouter } from './http/newsletter-unsubscribe.ts';
import { requestContextResolver } from './http/request-context.ts';
import {
  contentGeneration,
  pushedContentGeneration,
  refreshContentGeneration,
} from './http/content-generation.ts';
import { cspNonce, securityHeaders } from './http/security.ts';
import { buildVersion } from './http/build-version.ts';
import { integrationOrigins, integrationSettings } from './integrations/integrations.ts';
import { webVitalsMetrics, webVitalsStore } from './integrations/web-vitals.ts';
import { robotsTxt, sitemap, sitemapIndex } from './http/sitemap.ts';
import type { AppBuild, BuildKey } from './ssr/renderers.ts';
import { SHARED_ENDPOINT_PATHS } from './ssr/page-cache-policy.ts';
import { renderCache } from './ssr/render-cache.ts';
import { ssrHandler } from './ssr/ssr-handler.ts';

export interface AppDeps {
  config: Config;
  database: Database;
  logger: Logger;
  /** Production builds by app and brand; empty when the server only answers the API. */
  builds: Map<BuildKey, AppBuild>;
  /** Development: Vite's middleware and on-demand builds instead of `builds`. */
  dev?: {
    middlewares: express.RequestHandler;
    getBuild: (app: AppName, brand: BrandId) => Promise<AppBuild>;
  };
  publicDir: string;
  /** Sends the mail handlers queue (decision 111): `mailDeliveryFor` in `background-jobs.ts`. */
  mail: Pick<MailDelivery, 'kick'>;
  /** Defaults to the built-in sandbox (spec test cards); tests pass their own to count charges. */
  paymentGateway?: PaymentGateway;
  /** The clock of check-in windows and booking changes; tests move it. Defaults to the real one. */
  now?: () => Date;
  isShuttingDown: () => boolean;
  /** This process's metrics registry (decision 113), served on its own port; none, nothing is measured. */
  metrics?: Metrics;
}

/** Middleware order: ids, metrics and logs, security headers, compression, static, API, health, SSR. */
export function createApp(deps: AppDeps): Express {
  const { config, database, logger, builds } = deps;
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  app.use(requestIds);
  if (deps.metrics) {
    app.use(httpMetrics(deps.metrics));
    if (database.pool) deps.metrics.watchPool(database.pool);
  }
  app.use(requestLogger(logger));
  app.use(cspNonce);
  app.use(
    securityHeaders(
      Boolean(deps.dev),
      config.GATEWAY_PUBLIC_URL,
      integrationOrigins(integrationSettings(config)),
    ),
  );
  app.use(compression());

  for (const build of builds.values()) {
    if (build.static)
      app.use(
        build.static.base,
        express.static(build.static.dir, { immutable: true, maxAge: '1y', index: false }),
      );
  }
  // Drawings change only with a release, under the same name: a month's cache, then the ETag
  // revalidates (decision 126). Favicons and the rest keep the hour below.
  app.use('/images', express.static(path.join(deps.publicDir, 'images'), { maxAge: '30d', index: false }));
  // Only names with an extension can be files there: pages skip the disk lookup (decision 087).
  const publicFiles = express.static(deps.publicDir, { maxAge: '1h', index: false });
  app.use((req, res, next) => (/\.[a-z0-9]+$/i.test(req.path) ? publicFiles(req, res, next) : next()));
  if (deps.dev) app.use(deps.dev.middlewares);

  const gateway = deps.paymentGateway ?? sandboxGateway(config, database);
  const now = deps.now ?? (() => new Date());
  const readGeneration = () => readContentGeneration(database.db);
  const listen = database.listenInProcess?.bind(database);
  const generation = listen
    ? pushedContentGeneration(readGeneration, (onNotify) => listen('content_generation', onNotify))
    : contentGeneration(readGeneration);
  const webVitals = webVitalsStore();
  const handlers = serverHandlers({
    config,
    webVitals,
    database,
    logger,
    mail: deps.mail,
    gateway,
    now,
    contentGeneration: generation.latest,
    ...(deps.metrics ? { metrics: deps.metrics.business } : {}),
  });
  const identity = createIdentity({
    db: database.db,
    keys: [
      secretKey(config.AUTH_SECRET),
      ...(config.AUTH_SECRET_PREVIOUS ? [secretKey(config.AUTH_SECRET_PREVIOUS)] : []),
    ],
    sync: tokenSync(config.TOKEN_SYNC_URL, logger),
  });
  const contextOf = requestContextResolver(database.db, identity, { publicBaseUrl: config.PUBLIC_BASE_URL });
  app.use(boardingPassRoutes(database.db, contextOf, identity.middleware));
  app.use(ssoRoutes(ssoDeps(config, database), contextOf, identity.middleware));
  // Before `/api`'s no-store: icons are the same for everyone and cached (decision 104).
  app.get(fileEndpoints.icon.path, iconRoute);
  app.use(
    '/api',
    noStore,
    sameSiteJsonOnly,
    identity.middleware,
    refreshContentGeneration(generation, SHARED_ENDPOINT_PATHS),
    apiRouter(handlers, contextOf),
  );
  app.get('/metrics/web-vitals', webVitalsMetrics(webVitals));
  // The server's own metrics are on METRICS_PORT only (decision 113): here no page may answer for them.
  app.all('/metrics', notFound);
  app.use(healthRouter({ database: () => database.ping(), shuttingDown: deps.isShuttingDown }));
  app.get('/robots.txt', robotsTxt(contextOf));
  app.get('/sitemap.xml', sitemapIndex(contextOf));
  app.get('/:lang/sitemap.xml', sitemap(database.db, contextOf));
  app.use(newsletterUnsubscribeRouter(database.db));

  const getBuild =
    deps.dev?.getBuild ??
    (async (name: AppName, brand: BrandId) => {
      const build = builds.get(`${name}:${brand}`);
      if (!build) throw new Error(`No build of ${name} for brand ${brand}`);
      return build;
    });
  const apps = deps.dev
    ? config.SERVE_APPS
    : config.SERVE_APPS.filter((a) => [...builds.values()].some((b) => b.app === a));
  // A portal-only deployment has no home page: `/` (where logout lands, spec §4) opens the portal.
  if (!apps.includes('booking-web') && apps.includes('agency-portal'))
    app.get('/', (_req, res) => res.redirect(302, '/en/ta'));
  app.get('/_build-version/:app', buildVersion(apps, getBuild));
  app.use(
    ssrHandler({
      handlers,
      contextOf,
      apps,
      getBuild,
      identity: identity.middleware,
      agencySignupUrl: config.AGENCY_SIGNUP_URL,
      cardFieldUrl: `${config.GATEWAY_PUBLIC_URL}/card-field`,
      generation,
      // Half the pages' data freshness (query-client.ts), so a cached page's data is not refetched.
      ...(config.RENDER_CACHE_ENTRIES > 0
        ? { cache: renderCache({ maxEntries: config.RENDER_CACHE_ENTRIES, maxAgeMs: 30_000 }) }
        : {}),
    }),
  );
  app.use(notFound);
  app.use(lastResort);
  return app;
}

/**
 * Every API answer is for one visitor (orders, bookings, sessions, identity cookies): no browser
 * or shared cache may keep it (decision 050).
 */
const noStore: express.RequestHandler = (_req, res, next) => {
  res.set('cache-control', 'no-store');
  next();
};

/** The built-in sandbox, keeping its books in its own tables so it remembers charges across restarts. */
export function sandboxGateway(config: Config, database: Database): SandboxGateway {
  return createSandboxGateway({ books: dbBooks(database.db), latencyMs: config.SANDBOX_GATEWAY_LATENCY_MS });
}
