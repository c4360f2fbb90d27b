import { Outlet, createRoute, notFound } from '@tanstack/react-router';
import { activateLocale, isLocale } from '@skybook/i18n';
import type { RouteName } from '@skybook/ssr';
import { PortalPage } from '../pages/portal-page.tsx';
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

const page = (path: string, routeName: RouteName) =>
  createRoute({
    getParentRoute: () => portalRoute,
    path,
    staticData: { routeName },
    component: () => <PortalPage routeName={routeName} />,
  });

export const routeTree = rootRoute.addChildren([
  portalRoute.addChildren([
    page('/', 'ta'),
    page('agents', 'ta-agents'),
    page('reports', 'ta-reports'),
    page('reset-password', 'ta-reset-password'),
  ]),
]);
