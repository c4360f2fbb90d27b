import { createRoute, notFound } from '@tanstack/react-router';
import {
  CheckinStartPage,
  CheckinStepScreen,
  isCheckinStep,
  validateCheckinSearch,
} from '@skybook/checkin-pages';
import { ReservationLookup } from '../layout/reservation-lookup.tsx';
import { langRoute } from './lang-route.tsx';

/** `/{lang}/checkin`: the reference + last name form (spec §2 routing). */
export const checkinStartRoute = createRoute({
  getParentRoute: () => langRoute,
  path: 'checkin',
  staticData: { routeName: 'checkin' },
  component: CheckinStart,
});

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
  component: CheckinStep,
});

function CheckinStart() {
  return <CheckinStartPage lookup={<ReservationLookup kind="checkin" />} />;
}

function CheckinStep() {
  const { step } = checkinStepRoute.useParams();
  const search = checkinStepRoute.useSearch();
  // `beforeLoad` has already sent any other step to the 404 page.
  return isCheckinStep(step) ? <CheckinStepScreen step={step} search={search} /> : null;
}
