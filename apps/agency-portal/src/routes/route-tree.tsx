import { Outlet, createRoute, notFound } from '@tanstack/react-router';
import * as v from 'valibot';
import { SsoResult } from '@skybook/api-contract';
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
    await activateLocale(context.i18n, params.lang, context.catalog);
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

const companySignInRoute = createRoute({
  getParentRoute: () => portalRoute,
  path: 'company-sign-in',
  staticData: { routeName: 'ta-company-sign-in' },
}).lazy(() => import('./ta-company-sign-in.lazy.tsx').then((m) => m.Route));
/** Where the company sign-in's round trip ends (issue 18); an odd query reads as an expired flow. */
const SsoSearch = v.object({
  result: v.fallback(SsoResult, 'expired'),
  mode: v.fallback(v.picklist(['popup', 'redirect']), 'redirect'),
});
const ssoRoute = createRoute({
  getParentRoute: () => portalRoute,
  path: 'sso',
  validateSearch: (raw: Record<string, unknown>) => v.parse(SsoSearch, raw),
  staticData: { routeName: 'ta-sso' },
}).lazy(() => import('./ta-sso.lazy.tsx').then((m) => m.Route));

export const routeTree = rootRoute.addChildren([
  portalRoute.addChildren([
    dashboardRoute,
    agentsRoute,
    reportsRoute,
    resetRoute,
    companySignInRoute,
    ssoRoute,
  ]),
]);
