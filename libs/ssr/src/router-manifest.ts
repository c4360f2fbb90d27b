import type { AnyRoute, AnyRouter } from '@tanstack/react-router';
import type { createRequestHandler } from '@tanstack/react-router/ssr/server';

type ServerManifest = Awaited<
  ReturnType<NonNullable<Parameters<typeof createRequestHandler>[0]['getRouterManifest']>>
>;

// One build's route files never change while the server runs: one manifest per build.
const manifests = new WeakMap<Record<string, string[]>, ServerManifest>();

/**
 * The router's SSR manifest: each route's chunk files, keyed by route id. The router's
 * `HeadContent` then emits a `<link rel="modulepreload">` for every matched route's files, and
 * sends the matched routes' part to the browser with the dehydrated state so hydration renders
 * the same links. Routes are found by their spec route name (`staticData.routeName`).
 */
export function routerManifest(router: AnyRouter, routePreloads: Record<string, string[]>): ServerManifest {
  const known = manifests.get(routePreloads);
  if (known) return known;
  const routes: ServerManifest['routes'] = {};
  for (const route of Object.values(router.routesById as Record<string, AnyRoute>)) {
    const name = (route.options as { staticData?: { routeName?: string } }).staticData?.routeName;
    const preloads = name ? routePreloads[name] : undefined;
    if (preloads?.length) routes[route.id] = { preloads };
  }
  const manifest: ServerManifest = { routes };
  manifests.set(routePreloads, manifest);
  return manifest;
}
