import type { Request, RequestHandler } from 'express';
import type { ApiClient } from '@skybook/api-contract';
import { brandForHost, type BrandId } from '@skybook/brands';
import { findRegionIdByHost, type Db } from '@skybook/db';
import { DEFAULT_LOCALE, isLocale, localeFromPath, type Locale } from '@skybook/i18n';
import type { AppName } from '../config.ts';
import { nonceOf } from '../http/security.ts';
import { ttlCache } from '../http/ttl-cache.ts';
import type { AppBuild } from './renderers.ts';
import { appForPath } from './pick-app.ts';
import { sendWebResponse, toWebRequest } from './web-bridge.ts';

export interface SsrOptions {
  db: Db;
  api: ApiClient;
  apps: readonly AppName[];
  getBuild: (app: AppName, brand: BrandId) => Promise<AppBuild>;
}

/** Home at `/` has no prefix: the visitor's chosen language, else the default. */
function requestLocale(req: Request): Locale {
  const fromPath = localeFromPath(req.path);
  if (fromPath) return fromPath;
  const cookie = /(?:^|;\s*)lang=([a-z]{2})/.exec(req.headers.cookie ?? '')?.[1];
  return isLocale(cookie) ? cookie : DEFAULT_LOCALE;
}

/** Server-renders every GET that is not an asset or API call, in the app that owns the path. */
export function ssrHandler({ db, api, apps, getBuild }: SsrOptions): RequestHandler {
  // Host → region changes only with a deployment of new hosts; a minute is plenty.
  const regionOfHost = ttlCache((host: string) => findRegionIdByHost(db, host), 60_000);
  return async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const app = appForPath(req.path, apps);
    if (!app) return next();
    const build = await getBuild(app, brandForHost(req.hostname));
    const response = await build.entry.render({
      request: toWebRequest(req, res),
      api,
      nonce: nonceOf(res),
      shell: {
        locale: requestLocale(req),
        brandId: build.brand,
        domainId: await regionOfHost((req.get('host') ?? '').toLowerCase()),
        assets: build.assets,
      },
    });
    res.setHeader('cache-control', 'private, no-cache');
    await sendWebResponse(res, response);
  };
}
