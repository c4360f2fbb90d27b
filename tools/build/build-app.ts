import { rm } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { build, mergeConfig } from 'vite';
import { APPS, BRAND_IDS, appViteConfig, buildLayout, type AppName, type BrandId } from './app-config.ts';

/** `tsx tools/build/build-app.ts <app> [--brand <id>]`: client + SSR bundles per brand. */
const { positionals, values } = parseArgs({ allowPositionals: true, options: { brand: { type: 'string' } } });
const app = positionals[0] as AppName;
if (!APPS.includes(app))
  throw new Error(`Unknown app "${positionals[0]}"; expected one of ${APPS.join(', ')}`);
const brands = values.brand ? [values.brand as BrandId] : [...BRAND_IDS];
for (const brand of brands) {
  if (!BRAND_IDS.includes(brand))
    throw new Error(`Unknown brand "${brand}"; expected one of ${BRAND_IDS.join(', ')}`);
}

for (const brand of brands) {
  const layout = buildLayout(app, brand);
  await rm(layout.clientDir, { recursive: true, force: true });
  await rm(layout.serverDir, { recursive: true, force: true });
  await build(
    mergeConfig(appViteConfig(brand, 'build'), {
      base: layout.base,
      build: {
        outDir: layout.clientDir,
        manifest: true,
        emptyOutDir: true,
        rollupOptions: { input: layout.clientEntry },
      },
    }),
  );
  await build(
    mergeConfig(appViteConfig(brand, 'build'), {
      base: layout.base,
      build: { outDir: layout.serverDir, ssr: layout.serverEntry, emptyOutDir: true, copyPublicDir: false },
    }),
  );
  console.log(`built ${app} brand-${brand}`);
}
