import { Outlet, createRoute, notFound } from '@tanstack/react-router';
import { activateLocale, isLocale } from '@skybook/i18n';
import { rootRoute } from './root-route.tsx';

// Each page's component lives in `<routeName>.lazy.tsx`, its own chunk (decision 086): the login
// a signed-out visitor sees does not download the workspace's pages.

/** `/{lang}/ta/*`: the portal lives under the same language prefixes as the booking site. */
const portalRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '$lang/ta',
  beforeLoad: async ({ params, context }) => {
    if (!isLocale(params.lang)) throw notFound();
    await activateLocale(context.i18n, params.lang);
  },
  component: Outlet,
});

const dashboardRoute = createRoute({
  getParentRoute: () => portalRoute,
  path: '/',
  staticData: { routeName: 'ta' },
}).lazy(() => import('./ta.lazy.tsx').then((m) => m.Route));
const agentsRoute = createRoute({
  getParentRoute: () => portalRoute,
  path: 'agents',
  staticData: { routeName: 'ta-agents' },
}).lazy(() => import('./ta-agents.lazy.tsx').then((m) => m.Route));
const reportsRoute = createRoute({
  getParentRoute: () => portalRoute,
  path: 'reports',
  staticData: { routeName: 'ta-reports' },
}).lazy(() => import('./ta-reports.lazy.tsx').then((m) => m.Route));
const resetRoute = createRoute({
  getParentRoute: () => portalRoute,
  path: 'reset-password',
  staticData: { routeName: 'ta-reset-password' },
}).lazy(() => import('./ta-reset-password.lazy.tsx').then((m) => m.Route));

export const routeTree = rootRoute.addChildren([
  portalRoute.addChildren([dashboardRoute, agentsRoute, reportsRoute, resetRoute]),
]);
