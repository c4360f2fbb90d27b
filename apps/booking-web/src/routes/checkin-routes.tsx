import { createRoute, notFound } from '@tanstack/react-router';
import { isCheckinStep, validateCheckinSearch } from '@skybook/checkin-pages';
import { langRoute } from './lang-route.tsx';

/** `/{lang}/checkin`: the reference + last name form (spec §2 routing). */
export const checkinStartRoute = createRoute({
  getParentRoute: () => langRoute,
  path: 'checkin',
  staticData: { routeName: 'checkin' },
}).lazy(() => import('./checkin.lazy.tsx').then((m) => m.Route));

/**
 * `/{lang}/checkin/{step}`: the booking lives on the server; the URL names it (`order`) and who
 * checks in (`passengers`), so back/forward and reload keep every step. Unknown steps are 404.
 */
export const checkinStepRoute = createRoute({
  getParentRoute: () => langRoute,
  path: 'checkin/$step',
  staticData: { routeName: 'checkin-step' },
  validateSearch: validateCheckinSearch,
  beforeLoad: ({ params }) => {
    if (!isCheckinStep(params.step)) throw notFound();
  },
}).lazy(() => import('./checkin-step.lazy.tsx').then((m) => m.Route));
