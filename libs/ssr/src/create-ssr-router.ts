import { createRouter, type AnyRoute } from '@tanstack/react-router';
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query';
import type { AppRouterContext } from './router-context.ts';
import { shellTransfer } from './shell-transfer.ts';

/** Both apps' router: their route tree, the request's context and nonce, query (de)hydration. */
export function createSsrRouter<TTree extends AnyRoute>(
  routeTree: TTree,
  opts: { context: AppRouterContext; nonce?: string },
) {
  const router = createRouter({
    routeTree,
    context: opts.context,
    ...(opts.nonce ? { ssr: { nonce: opts.nonce } } : {}),
    ...shellTransfer(opts.context),
    defaultPreload: 'intent',
    scrollRestoration: true,
  });
  setupRouterSsrQueryIntegration({ router, queryClient: opts.context.queryClient });
  return router;
}
