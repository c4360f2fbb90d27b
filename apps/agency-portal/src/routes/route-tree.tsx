import { Outlet, createRoute, notFound } from '@tanstack/react-router';
import { activateLocale, isLocale } from '@skybook/i18n';
import { ResetPasswordPage } from '@skybook/agency-access';
import { AgentsPage, DashboardPage, ReportsPage } from '@skybook/agency-workspace';
import { rootRoute } from './root-route.tsx';

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
  component: DashboardPage,
});
const agentsRoute = createRoute({
  getParentRoute: () => portalRoute,
  path: 'agents',
  staticData: { routeName: 'ta-agents' },
  component: AgentsPage,
});
const reportsRoute = createRoute({
  getParentRoute: () => portalRoute,
  path: 'reports',
  staticData: { routeName: 'ta-reports' },
  component: ReportsPage,
});
const resetRoute = createRoute({
  getParentRoute: () => portalRoute,
  path: 'reset-password',
  staticData: { routeName: 'ta-reset-password' },
  component: ResetPasswordPage,
});

export const routeTree = rootRoute.addChildren([
  portalRoute.addChildren([dashboardRoute, agentsRoute, reportsRoute, resetRoute]),
]);
