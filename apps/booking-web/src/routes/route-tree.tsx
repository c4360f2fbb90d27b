import { createRoute, notFound } from '@tanstack/react-router';
import type { RouteName } from '@skybook/ssr';
import { HomePage } from '../pages/home-page.tsx';
import { StepPage } from '../pages/step-page.tsx';
import { langRoute } from './lang-route.tsx';
import { rootRoute } from './root-route.tsx';

const page = (path: string, routeName: RouteName) =>
  createRoute({
    getParentRoute: () => langRoute,
    path,
    staticData: { routeName },
    component: () => <StepPage routeName={routeName} />,
  });

const homeAtRoot = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  staticData: { routeName: 'index' },
  component: HomePage,
});
const home = createRoute({
  getParentRoute: () => langRoute,
  path: '/',
  staticData: { routeName: 'index' },
  component: HomePage,
});
// Content pages come from the database per domain and language; none exist yet.
const contentLink = createRoute({
  getParentRoute: () => langRoute,
  path: '$link',
  staticData: { routeName: 'link' },
  loader: () => {
    throw notFound();
  },
});

export const routeTree = rootRoute.addChildren([
  homeAtRoot,
  langRoute.addChildren([
    home,
    page('select', 'select'),
    page('extras', 'extras'),
    page('passengers', 'passengers'),
    page('payment', 'payment'),
    page('confirmation', 'confirmation'),
    page('manage', 'manage'),
    page('manage/confirmation', 'manage-confirmation'),
    page('checkin', 'checkin'),
    page('checkin/$step', 'checkin-step'),
    page('solicitudes/reclamaciones', 'claims'),
    contentLink,
  ]),
]);
