import { createSsrRouter, type CreateAppRouter } from '@skybook/ssr';
import { routeTree } from './routes/route-tree.tsx';

const createRouter = (opts: Parameters<CreateAppRouter>[0]) => createSsrRouter(routeTree, opts);

export const createAppRouter: CreateAppRouter = createRouter;

// This app's routes type every `Link`, `navigate` and `useSearch` compiled with it: paths, params
// and search are checked against the route tree. The other app registers its own router, so the
// two are type-checked as separate programs (tsconfig.json leaves the agency portal out).
declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createRouter>;
  }
}
