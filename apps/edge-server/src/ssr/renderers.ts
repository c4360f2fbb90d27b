import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { BRAND_IDS, type BrandId } from '@skybook/brands';
import type { AppServerEntry, PageAssets, RouteAssets } from '@skybook/ssr';
import type { AppName } from '../config.ts';

/** One app in one brand, ready to render: its server entry and the assets its pages load. */
export interface AppBuild {
  app: AppName;
  brand: BrandId;
  entry: AppServerEntry;
  assets: PageAssets;
  /** Route name → the chunks and styles its page needs beyond the entry's, linked when it matches. */
  routeAssets?: Record<string, RouteAssets>;
  /** Locale → its catalog chunks (the app's parts; decision 129), which pages import before hydrating. */
  catalogs?: Record<string, string[]>;
  /** Served at `base` with immutable caching; absent in dev, where Vite serves sources. */
  static?: { base: string; dir: string };
}

export type BuildKey = `${AppName}:${BrandId}`;

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}

/** Scripts, styles and preloads of the client entry, read from Vite's manifest. */
export function assetsFromManifest(
  manifest: Record<string, ManifestChunk>,
  entryKey: string,
  base: string,
): PageAssets {
  const entry = manifest[entryKey];
  if (!entry) throw new Error(`Client entry ${entryKey} is not in the build manifest`);
  const seen = new Set<string>();
  // Built with `cssCodeSplit: false`, every page's CSS is one `style.css` of its own (decision 086).
  const styles = new Set([
    ...(manifest['style.css'] ? [manifest['style.css'].file] : []),
    ...(entry.css ?? []),
  ]);
  const preloads: string[] = [];
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    chunk.css?.forEach((css) => styles.add(css));
    if (key !== entryKey) preloads.push(chunk.file);
    chunk.imports?.forEach(visit);
  };
  visit(entryKey);
  return {
    scripts: [base + entry.file],
    styles: [...styles].map((f) => base + f),
    preloads: preloads.map((f) => base + f),
  };
}

/**
 * Per route: the files of its lazy module (`<routeName>.lazy.tsx`, a dynamic entry of the build)
 * and their static imports, less what the entry already loads, so the page asks for all of its
 * code at once instead of discovering it while hydrating; and their styles, which the server
 * render needs as much as the entry's (decision 086).
 */
export function routeAssetsFromManifest(
  manifest: Record<string, ManifestChunk>,
  entryKey: string,
  base: string,
): Record<string, RouteAssets> {
  const chunksOf = (key: string, into: Set<string>) => {
    if (!manifest[key] || into.has(key)) return into;
    into.add(key);
    manifest[key].imports?.forEach((imported) => chunksOf(imported, into));
    return into;
  };
  const entryChunks = chunksOf(entryKey, new Set());
  const routes: Record<string, RouteAssets> = {};
  for (const key of Object.keys(manifest)) {
    const routeName = /\/([^/]+)\.lazy\.tsx$/.exec(key)?.[1];
    if (!routeName) continue;
    const chunks = [...chunksOf(key, new Set())].filter((chunk) => !entryChunks.has(chunk));
    routes[routeName] = {
      preloads: chunks.map((chunk) => base + manifest[chunk]!.file),
      styles: chunks.flatMap((chunk) => manifest[chunk]!.css ?? []).map((file) => base + file),
    };
  }
  return routes;
}

/**
 * Each locale's catalog chunks (`libs/i18n/locales/<locale>/<part>.po`, imported on demand). A
 * build holds only the parts its app imports: the page copy, and in the portal the agency's.
 */
export function catalogsFromManifest(manifest: Record<string, ManifestChunk>, base: string) {
  const catalogs: Record<string, string[]> = {};
  for (const [key, chunk] of Object.entries(manifest)) {
    const locale = /^libs\/i18n\/locales\/([a-z]{2})\/[a-z]+\.po$/.exec(key)?.[1];
    if (locale) (catalogs[locale] ??= []).push(base + chunk.file);
  }
  return catalogs;
}

/** Loads every built app × brand from `dist/`, failing at start (not per request) if one is missing. */
export async function loadProductionBuilds(
  distDir: string,
  apps: readonly AppName[],
): Promise<Map<BuildKey, AppBuild>> {
  const builds = new Map<BuildKey, AppBuild>();
  for (const app of apps) {
    for (const brand of BRAND_IDS) {
      const root = path.resolve(distDir, 'apps', app, `brand-${brand}`);
      const manifestPath = path.join(root, 'client/.vite/manifest.json');
      const serverEntry = path.join(root, 'server/entry-server.js');
      if (!existsSync(manifestPath) || !existsSync(serverEntry)) {
        throw new Error(
          `Missing build of ${app} for brand ${brand} in ${root}: run "npx nx run-many -t build" first`,
        );
      }
      const base = `/_app/${app}/${brand}/`;
      const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
      const entry = (await import(pathToFileURL(serverEntry).href)) as AppServerEntry;
      const entryKey = `apps/${app}/src/entry-client.tsx`;
      builds.set(`${app}:${brand}`, {
        app,
        brand,
        entry,
        assets: assetsFromManifest(manifest, entryKey, base),
        routeAssets: routeAssetsFromManifest(manifest, entryKey, base),
        catalogs: catalogsFromManifest(manifest, base),
        static: { base, dir: path.join(root, 'client') },
      });
    }
  }
  return builds;
}
