import { createRouter } from '@tanstack/react-router';
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query';
import { shellTransfer, type CreateAppRouter } from '@skybook/ssr';
import { routeTree } from './routes/route-tree.tsx';

export const createAppRouter = ((opts) => {
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
}) satisfies CreateAppRouter;
