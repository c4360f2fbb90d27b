// One file per step: each step's route chunk carries only its own page (decision 096).
import { PassengersStepPage } from '@skybook/booking-funnel';
import { usePreloadStep } from './use-preload-step.ts';
import { useStep } from './use-step.ts';

export function PassengersStep() {
  const { search, go } = useStep('/$lang/passengers');
  usePreloadStep('/$lang/payment');
  return <PassengersStepPage orderId={search.order} onContinue={(order) => go('/$lang/payment', order)} />;
}
