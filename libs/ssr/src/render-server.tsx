import type { AnyRouter } from '@tanstack/react-router';
import { createRequestHandler, renderRouterToStream, RouterServer } from '@tanstack/react-router/ssr/server';
import type { ApiClient } from '@skybook/api-contract';
import { createI18n, type CatalogLoader } from '@skybook/i18n';
import { routerManifest, type RouteAssets } from './router-manifest.ts';
import { createQueryClient } from './query-client.ts';
import type { AppRouterContext } from './router-context.ts';
import type { ShellData } from './shell-data.ts';

/** What the edge server hands an app's server entry for one request. */
export interface RenderRequest {
  request: Request;
  /** In-process API: SSR calls handlers directly, never over HTTP. */
  api: ApiClient;
  /** Per-request CSP nonce for the inline hydration scripts. */
  nonce: string;
  shell: ShellData;
  /** Route name → the chunks and styles its page needs beyond the entry's (production builds only). */
  routeAssets?: Record<string, RouteAssets>;
}

/** The contract of every app's `entry-server`: the edge server loads one per app and brand. */
export interface AppServerEntry {
  render(req: RenderRequest): Promise<Response>;
}

export type CreateAppRouter = (opts: { context: AppRouterContext; nonce?: string }) => AnyRouter;

/** Streams one page: a fresh QueryClient, Lingui instance and router for every request. */
export function createServerRender(
  createAppRouter: CreateAppRouter,
  opts: { catalog?: CatalogLoader } = {},
): AppServerEntry['render'] {
  const { catalog } = opts;
  return async ({ request, api, nonce, shell, routeAssets }) => {
    const i18n = await createI18n(shell.locale, catalog);
    const context: AppRouterContext = {
      queryClient: createQueryClient(),
      api,
      i18n,
      shell,
      routeAssets,
      catalog,
    };
    const router = createAppRouter({ context, nonce });
    const handler = createRequestHandler({
      request,
      createRouter: () => router,
      getRouterManifest: routeAssets ? () => routerManifest(router, routeAssets) : undefined,
    });
    return handler(({ request: req, responseHeaders, router }) =>
      renderRouterToStream({
        request: req,
        responseHeaders,
        router,
        children: <RouterServer router={router} />,
      }),
    );
  };
}
