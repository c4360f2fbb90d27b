// One file per step: each step's route chunk carries only its own page (decision 096).
import { PaymentStepPage } from '@skybook/booking-funnel';
import { usePreloadStep } from './use-preload-step.ts';
import { useStep } from './use-step.ts';

export function PaymentStep() {
  const { search, go } = useStep('/$lang/payment');
  usePreloadStep('/$lang/confirmation');
  return <PaymentStepPage orderId={search.order} onPaid={(order) => go('/$lang/confirmation', order)} />;
}
