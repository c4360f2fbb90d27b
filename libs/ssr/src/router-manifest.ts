import type { AnyRoute, AnyRouter } from '@tanstack/react-router';
import type { createRequestHandler } from '@tanstack/react-router/ssr/server';

type ServerManifest = Awaited<
  ReturnType<NonNullable<Parameters<typeof createRequestHandler>[0]['getRouterManifest']>>
>;

/** What one route's page needs beyond the entry: its chunks' URLs and their stylesheets' URLs. */
export interface RouteAssets {
  preloads: string[];
  styles: string[];
}

// One build's route files never change while the server runs: one manifest per build.
const manifests = new WeakMap<Record<string, RouteAssets>, ServerManifest>();

/**
 * The router's SSR manifest: each route's styles, keyed by route id. The router's `HeadContent`
 * then emits a stylesheet link for them (the server-rendered page is styled before any script
 * runs), and sends the matched routes' part to the browser with the dehydrated state so hydration
 * renders the same links. The routes' chunks are not in it: `HeadContent` would link them as
 * modulepreloads, fetched before the first paint; `BootScript` asks for them after it (decision
 * 095). Routes are found by their spec route name (`staticData.routeName`).
 */
export function routerManifest(router: AnyRouter, routeAssets: Record<string, RouteAssets>): ServerManifest {
  const known = manifests.get(routeAssets);
  if (known) return known;
  const routes: ServerManifest['routes'] = {};
  for (const route of Object.values(router.routesById as Record<string, AnyRoute>)) {
    const name = (route.options as { staticData?: { routeName?: string } }).staticData?.routeName;
    const assets = name ? routeAssets[name] : undefined;
    if (assets) routes[route.id] = { css: assets.styles };
  }
  const manifest: ServerManifest = { routes };
  manifests.set(routeAssets, manifest);
  return manifest;
}
