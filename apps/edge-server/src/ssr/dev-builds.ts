import type { ViteDevServer } from 'vite';
import { DEFAULT_BRAND, isBrandId, type BrandId } from '@skybook/brands';
import type { AppServerEntry } from '@skybook/ssr';
import type { AppName } from '../config.ts';
import type { AppBuild } from './renderers.ts';

/**
 * Development: Vite in middleware mode compiles sources on demand with HMR. One Vite
 * server links one brand (`BRAND`, default sky); production serves every brand by host.
 */
export async function createDevBuilds() {
  const { createServer, mergeConfig } = await import('vite');
  const { appViteConfig } = await import('@skybook/tools/vite');
  const brand: BrandId = isBrandId(process.env['BRAND']) ? process.env['BRAND'] : DEFAULT_BRAND;
  const vite: ViteDevServer = await createServer(
    mergeConfig(appViteConfig(brand), {
      server: { middlewareMode: true },
      appType: 'custom',
      logLevel: 'info',
      // Scan the client entries up front so the first page load does not trigger a dependency re-optimisation.
      optimizeDeps: {
        entries: ['apps/booking-web/src/entry-client.tsx', 'apps/agency-portal/src/entry-client.tsx'],
      },
    }),
  );
  const getBuild = async (app: AppName): Promise<AppBuild> => ({
    app,
    brand,
    entry: (await vite.ssrLoadModule(`/apps/${app}/src/entry-server.tsx`)) as AppServerEntry,
    assets: { scripts: [`/apps/${app}/src/entry-client.tsx`], styles: [], preloads: [], dev: true },
  });
  return { vite, getBuild };
}
