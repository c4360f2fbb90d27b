import { createLazyRoute } from '@tanstack/react-router';
import { CheckinStepScreen, isCheckinStep } from '@skybook/checkin-pages';

export const Route = createLazyRoute('/$lang/checkin/$step')({ component: CheckinStep });

function CheckinStep() {
  const { step } = Route.useParams();
  const search = Route.useSearch();
  // `beforeLoad` has already sent any other step to the 404 page.
  return isCheckinStep(step) ? <CheckinStepScreen step={step} search={search} /> : null;
}
