import { createSsrRouter, type CreateAppRouter } from '@skybook/ssr';
import { routeTree } from './routes/route-tree.tsx';

export const createAppRouter: CreateAppRouter = (opts) => createSsrRouter(routeTree, opts);
