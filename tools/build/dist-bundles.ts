import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { APPS, BRAND_IDS, buildLayout, type AppName, type BrandId } from './app-config.ts';
import { BUNDLE_BUDGETS } from './bundle-budgets.data.ts';
import {
  budgetViolations,
  routeSizes,
  type BudgetViolation,
  type Manifest,
  type RouteSize,
} from './bundle-budgets.ts';

export interface BuiltBundles {
  app: AppName;
  brand: BrandId;
  sizes: RouteSize[];
  violations: BudgetViolation[];
}

/** Every app × brand in `dist/`: its routes' gzip JavaScript and the budgets they break. */
export function builtBundles(): BuiltBundles[] {
  return APPS.flatMap((app) =>
    BRAND_IDS.map((brand) => {
      const { clientDir, clientEntry } = buildLayout(app, brand);
      const manifestPath = path.join(clientDir, '.vite/manifest.json');
      if (!existsSync(manifestPath))
        throw new Error(`No build of ${app} (${brand}): run "npx nx run-many -t build" first`);
      const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
      const sizes = routeSizes(manifest, {
        entry: clientEntry,
        // Pages in English hydrate with its catalogs (each part the app has), imported before hydration.
        atStart: Object.keys(manifest).filter((key) => /^libs\/i18n\/locales\/en\/[a-z]+\.po$/.test(key)),
        sizeOf: (file) => gzipSync(readFileSync(path.join(clientDir, file))).length,
      });
      return {
        app,
        brand,
        sizes,
        violations: budgetViolations(`${app} (${brand})`, sizes, BUNDLE_BUDGETS[app]),
      };
    }),
  );
}
