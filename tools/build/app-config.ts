import path from 'node:path';
import type { InlineConfig } from 'vite';
import { BRAND_IDS, type BrandId } from '@skybook/brands';
import { sharedPlugins, workspaceRoot } from '@skybook/vite-config';

export const APPS = ['booking-web', 'agency-portal'] as const;
export type AppName = (typeof APPS)[number];
export { BRAND_IDS, type BrandId };

/** Where a brand build of an app lands, and the URL its assets are served under. */
export function buildLayout(app: AppName, brand: BrandId) {
  const outDir = path.join(workspaceRoot, 'dist/apps', app, `brand-${brand}`);
  return {
    clientDir: path.join(outDir, 'client'),
    serverDir: path.join(outDir, 'server'),
    base: `/_app/${app}/${brand}/`,
    clientEntry: `apps/${app}/src/entry-client.tsx`,
    serverEntry: `apps/${app}/src/entry-server.tsx`,
  };
}

/**
 * The Vite config an app is built and served with. The brand is linked in at build
 * time through the `@skybook/brand-active` alias, so each brand's bundle carries only
 * its own tokens and identity.
 */
export function appViteConfig(brand: BrandId, mode: 'build' | 'dev' = 'dev'): InlineConfig {
  return {
    configFile: false,
    root: workspaceRoot,
    plugins: sharedPlugins(),
    resolve: {
      tsconfigPaths: true,
      alias: { '@skybook/brand-active': path.join(workspaceRoot, `libs/brands/src/${brand}/index.ts`) },
    },
    // Readable class names while developing; a production build names each class by a hash of its
    // file and local name alone (`_a1B2c3`): the readable ones were a fifth of the home page's HTML
    // (decision 105). The client and server builds hash alike, so hydration sees the same names.
    css: {
      modules: {
        generateScopedName: mode === 'build' ? '_[hash:base64:6]' : '[name]_[local]_[hash:base64:5]',
      },
    },
    build: {
      // One stylesheet for every page (about 10 KiB of gzip): split per route, a funnel step
      // waited on up to eight render-blocking requests before its first paint.
      cssCodeSplit: false,
      rollupOptions: { treeshake: { moduleSideEffects: hasSideEffects } },
    },
    logLevel: 'warn',
  };
}

/**
 * The libs' modules only declare things (components, schemas, queries), so an import nothing uses
 * can go: without this, a route tree that imports one search validator from a lib's barrel pulls
 * the lib's every page into the entry chunk (a top-level `memo()` or schema call counts as a side
 * effect). The brand entries and the barrels (`src/index.ts`, which may import a global stylesheet,
 * like the ui lib's base CSS) keep their side effects; a barrel's re-exports still go when unused.
 */
function hasSideEffects(id: string): boolean {
  const lib = /\/libs\/([^/]+)\/src\/(.+)\.tsx?$/.exec(id);
  return !lib || lib[1] === 'brands' || lib[2] === 'index';
}
