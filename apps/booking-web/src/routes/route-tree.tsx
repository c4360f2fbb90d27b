import { createRoute } from '@tanstack/react-router';
import type { AppRouterContext, RouteName } from '@skybook/ssr';
import { airportsQuery, parseSelectSearch } from '@skybook/booking-funnel';
import { validateManageConfirmationSearch, validateManageSearch } from '@skybook/manage';
import { contentRoute } from './content-route.tsx';
import { ClaimsPage } from '../pages/claims-page.tsx';
import {
  ConfirmationStep,
  ExtrasStep,
  PassengersStep,
  PaymentStep,
  validateOrderSearch,
} from '../pages/funnel-steps.tsx';
import { prefetchOrder } from '../pages/funnel-loader.ts';
import { loadHome } from '../pages/home-loader.ts';
import { ManageConfirmationStep, ManageStep } from '../pages/manage-steps.tsx';
import { HomePage } from '../pages/home-page.tsx';
import { SelectStep } from '../pages/select-step.tsx';
import { checkinStartRoute, checkinStepRoute } from './checkin-routes.tsx';
import { langRoute } from './lang-route.tsx';
import { rootRoute } from './root-route.tsx';

// The search form's airports come with the page in the query cache, so hydration fetches nothing.
// Nothing is returned: the router would otherwise ship the same list a second time as loader data.
const prefetchAirports = async ({ context }: { context: AppRouterContext }): Promise<void> => {
  await context.queryClient.ensureQueryData(airportsQuery(context.api)).catch(() => undefined);
};

type LoaderArgs = { context: AppRouterContext; location: { search: unknown } };
const loadHomeWithSearch = async (args: LoaderArgs) => {
  await Promise.all([loadHome(args), prefetchAirports(args)]);
};

const homeAtRoot = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  staticData: { routeName: 'index' },
  loader: loadHomeWithSearch,
  component: HomePage,
});
const home = createRoute({
  getParentRoute: () => langRoute,
  path: '/',
  staticData: { routeName: 'index' },
  loader: loadHomeWithSearch,
  component: HomePage,
});
// The search lives in the URL (shareable, reload-safe); garbage params reach the page as "missing"
// and it explains what is wrong. Airports are prefetched for the headings; their failure must
// not fail the page (the component asks again).
const select = createRoute({
  getParentRoute: () => langRoute,
  path: 'select',
  staticData: { routeName: 'select' },
  validateSearch: (raw: Record<string, unknown>) => parseSelectSearch(raw),
  loader: prefetchAirports,
  component: SelectStep,
});
// The order lives on the server; the URL only names it. The server render fetches it with the
// visitor's identity so the first HTML shows the step; the browser keeps it up to date.
const funnelStep = <TPath extends string>(
  path: TPath,
  routeName: RouteName,
  component: () => React.JSX.Element,
) =>
  createRoute({
    getParentRoute: () => langRoute,
    path,
    staticData: { routeName },
    validateSearch: validateOrderSearch,
    loaderDeps: ({ search }) => ({ order: search.order }),
    loader: ({ context, deps }) => prefetchOrder(context, deps.order, { extras: routeName === 'extras' }),
    component,
  });
const extras = funnelStep('extras', 'extras', ExtrasStep);
const passengers = funnelStep('passengers', 'passengers', PassengersStep);
const payment = funnelStep('payment', 'payment', PaymentStep);
const confirmation = funnelStep('confirmation', 'confirmation', ConfirmationStep);
// The booking lives on the server; the page looks it up in the browser (the lookup grants access).
const manage = createRoute({
  getParentRoute: () => langRoute,
  path: 'manage',
  staticData: { routeName: 'manage' },
  validateSearch: validateManageSearch,
  component: ManageStep,
});
const manageConfirmation = createRoute({
  getParentRoute: () => langRoute,
  path: 'manage/confirmation',
  staticData: { routeName: 'manage-confirmation' },
  validateSearch: validateManageConfirmationSearch,
  component: ManageConfirmationStep,
});
const claims = createRoute({
  getParentRoute: () => langRoute,
  path: 'solicitudes/reclamaciones',
  staticData: { routeName: 'claims' },
  component: ClaimsPage,
});

export const routeTree = rootRoute.addChildren([
  homeAtRoot,
  langRoute.addChildren([
    home,
    select,
    extras,
    passengers,
    payment,
    confirmation,
    manage,
    manageConfirmation,
    checkinStartRoute,
    checkinStepRoute,
    claims,
    contentRoute,
  ]),
]);
