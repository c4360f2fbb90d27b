// One file per step: each step's route chunk carries only its own page (decision 096).
import { ConfirmationPage } from '@skybook/booking-funnel';
import { ReservationLookup } from '../layout/reservation-lookup.tsx';
import { useStep } from './use-step.ts';

export function ConfirmationStep() {
  const { search } = useStep('/$lang/confirmation');
  return <ConfirmationPage orderId={search.order} lookup={<ReservationLookup kind="manage" />} />;
}
