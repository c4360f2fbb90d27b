import compression from 'compression';
import express, { type ErrorRequestHandler, type Express } from 'express';
import type { Logger } from 'pino';
import type { BrandId } from '@skybook/brands';
import type { Database } from '@skybook/db';
import { apiRouter } from './api/api-router.ts';
import { createHandlers } from './api/handlers.ts';
import { createLocalApi } from './api/local-api.ts';
import type { AppName, Config } from './config.ts';
import { healthRouter } from './http/health.ts';
import { requestLogger } from './http/logger.ts';
import { cspNonce, securityHeaders } from './http/security.ts';
import { sitemap } from './http/sitemap.ts';
import type { AppBuild, BuildKey } from './ssr/renderers.ts';
import { ssrHandler } from './ssr/ssr-handler.ts';

export interface AppDeps {
  config: Config;
  database: Database;
  logger: Logger;
  /** Production builds by app and brand; empty when the server only answers the API. */
  builds: Map<BuildKey, AppBuild>;
  /** Development: Vite's middleware and on-demand builds instead of `builds`. */
  dev?: { middlewares: express.RequestHandler; getBuild: (app: AppName, brand: BrandId) => Promise<AppBuild> };
  publicDir: string;
  isShuttingDown: () => boolean;
}

/** Middleware order: ids and logs, security headers, compression, static, API, health, SSR. */
export function createApp(deps: AppDeps): Express {
  const { config, database, logger, builds } = deps;
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  app.use(requestLogger(logger));
  app.use(cspNonce);
  app.use(securityHeaders(Boolean(deps.dev)));
  app.use(compression());

  for (const build of builds.values()) {
    if (build.static) app.use(build.static.base, express.static(build.static.dir, { immutable: true, maxAge: '1y', index: false }));
  }
  app.use(express.static(deps.publicDir, { maxAge: '1h', index: false }));
  if (deps.dev) app.use(deps.dev.middlewares);

  const handlers = createHandlers(database.db);
  app.use('/api', apiRouter(handlers));
  app.use(healthRouter({ database: () => database.ping(), shuttingDown: deps.isShuttingDown }));
  app.get('/:lang/sitemap.xml', sitemap);

  const getBuild =
    deps.dev?.getBuild ??
    (async (name: AppName, brand: BrandId) => {
      const build = builds.get(`${name}:${brand}`);
      if (!build) throw new Error(`No build of ${name} for brand ${brand}`);
      return build;
    });
  const apps = deps.dev ? config.SERVE_APPS : config.SERVE_APPS.filter((a) => [...builds.values()].some((b) => b.app === a));
  app.use(ssrHandler({ db: database.db, api: createLocalApi(handlers), apps, getBuild }));
  app.use((_req, res) => {
    res.status(404).type('text/plain').send('Not found');
  });
  app.use(lastResort);
  return app;
}

/** Only reached when rendering itself failed; React errors render the 500 page in-app. */
const lastResort: ErrorRequestHandler = (err: unknown, req, res, _next) => {
  req.log.error({ err }, 'request failed');
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.status(500).type('text/html').send('<!doctype html><title>500 - Server error</title><h1>500 - Server error</h1><a href="/">Home</a>');
};
