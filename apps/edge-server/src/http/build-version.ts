import type { RequestHandler } from 'express';
import { brandForHost, type BrandId } from '@skybook/brands';
import type { AppName } from '../config.ts';
import type { AppBuild } from '../ssr/renderers.ts';

/**
 * `GET /_build-version/{app}`: the entry script of the build that serves this host now. An open
 * page compares it with its own to offer a reload after a deploy (spec §4, libs/ssr new-build.ts).
 * Never cached: during a rolling deploy the answer changes from one instance to the next.
 */
export function buildVersion(
  apps: readonly AppName[],
  getBuild: (app: AppName, brand: BrandId) => Promise<AppBuild>,
): RequestHandler {
  return async (req, res) => {
    const app = apps.find((a) => a === req.params['app']);
    if (!app) {
      res.status(404).set('cache-control', 'no-store').json({ error: 'errors.not_found' });
      return;
    }
    const build = await getBuild(app, brandForHost(req.hostname));
    res.set('cache-control', 'no-store').json({ version: build.assets.scripts[0] ?? null });
  };
}
