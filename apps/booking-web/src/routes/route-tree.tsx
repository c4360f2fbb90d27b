import { createRoute } from '@tanstack/react-router';
import type { AppRouterContext, RouteName } from '@skybook/ssr';
import { airportsQuery, parseSelectSearch } from '@skybook/booking-funnel';
import { validateManageConfirmationSearch, validateManageSearch } from '@skybook/manage';
import { contentRoute } from './content-route.tsx';
import { prefetchOrder } from '../pages/funnel-loader.ts';
import { loadHome } from '../pages/home-loader.ts';
import { validateOrderSearch } from '../pages/order-search.ts';
import { checkinStartRoute, checkinStepRoute } from './checkin-routes.tsx';
import { destinationRoute, destinationsRoute } from './destination-routes.tsx';
import { langRoute } from './lang-route.tsx';
import { rootRoute } from './root-route.tsx';

// Each route's component lives in `<routeName>.lazy.tsx` beside this file, its own chunk: a page
// loads only its own code. The name is a convention the server relies on to preload the chunk of
// the matched route (decision 086). Paths, search validation and loaders stay here, so matching
// and data loading never wait for a chunk.

// The search form's airports come with the page in the query cache, so hydration fetches nothing.
// Nothing is returned: the router would otherwise ship the same list a second time as loader data.
const prefetchAirports = async ({ context }: { context: AppRouterContext }): Promise<void> => {
  await context.queryClient.ensureQueryData(airportsQuery(context.api)).catch(() => undefined);
};

type LoaderArgs = { context: AppRouterContext; location: { search: unknown } };
const loadHomeWithSearch = async (args: LoaderArgs) => {
  await Promise.all([loadHome(args), prefetchAirports(args)]);
};

// Home may carry a search for its form (an offer's link, "Change search"), validated as /select's.
const homeAtRoot = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  staticData: { routeName: 'index' },
  validateSearch: (raw: Record<string, unknown>) => parseSelectSearch(raw),
  loader: loadHomeWithSearch,
}).lazy(() => import('./index.lazy.tsx').then((m) => m.RootRoute));
const home = createRoute({
  getParentRoute: () => langRoute,
  path: '/',
  staticData: { routeName: 'index' },
  validateSearch: (raw: Record<string, unknown>) => parseSelectSearch(raw),
  loader: loadHomeWithSearch,
}).lazy(() => import('./index.lazy.tsx').then((m) => m.Route));
// The search lives in the URL (shareable, reload-safe); garbage params reach the page as "missing"
// and it explains what is wrong. Airports are prefetched for the headings; their failure must
// not fail the page (the component asks again).
const select = createRoute({
  getParentRoute: () => langRoute,
  path: 'select',
  staticData: { routeName: 'select' },
  validateSearch: (raw: Record<string, unknown>) => parseSelectSearch(raw),
  loader: prefetchAirports,
}).lazy(() => import('./select.lazy.tsx').then((m) => m.Route));
// The order lives on the server; the URL only names it. The server render fetches it with the
// visitor's identity so the first HTML shows the step; the browser keeps it up to date.
const funnelStep = <TPath extends string>(path: TPath, routeName: RouteName) =>
  createRoute({
    getParentRoute: () => langRoute,
    path,
    staticData: { routeName },
    validateSearch: validateOrderSearch,
    loaderDeps: ({ search }) => ({ order: search.order }),
    loader: ({ context, deps }) => prefetchOrder(context, deps.order, { extras: routeName === 'extras' }),
  });
const extras = funnelStep('extras', 'extras').lazy(() => import('./extras.lazy.tsx').then((m) => m.Route));
const passengers = funnelStep('passengers', 'passengers').lazy(() =>
  import('./passengers.lazy.tsx').then((m) => m.Route),
);
const payment = funnelStep('payment', 'payment').lazy(() =>
  import('./payment.lazy.tsx').then((m) => m.Route),
);
const confirmation = funnelStep('confirmation', 'confirmation').lazy(() =>
  import('./confirmation.lazy.tsx').then((m) => m.Route),
);
// The booking lives on the server; the page looks it up in the browser (the lookup grants access).
const manage = createRoute({
  getParentRoute: () => langRoute,
  path: 'manage',
  staticData: { routeName: 'manage' },
  validateSearch: validateManageSearch,
}).lazy(() => import('./manage.lazy.tsx').then((m) => m.Route));
const manageConfirmation = createRoute({
  getParentRoute: () => langRoute,
  path: 'manage/confirmation',
  staticData: { routeName: 'manage-confirmation' },
  validateSearch: validateManageConfirmationSearch,
}).lazy(() => import('./manage-confirmation.lazy.tsx').then((m) => m.Route));
const claims = createRoute({
  getParentRoute: () => langRoute,
  path: 'solicitudes/reclamaciones',
  staticData: { routeName: 'claims' },
}).lazy(() => import('./claims.lazy.tsx').then((m) => m.Route));

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
    destinationsRoute,
    destinationRoute,
    contentRoute,
  ]),
]);
