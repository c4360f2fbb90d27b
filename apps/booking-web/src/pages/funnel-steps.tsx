import { getRouteApi } from '@tanstack/react-router';
import {
  ConfirmationPage,
  ExtrasStepPage,
  PassengersStepPage,
  PaymentStepPage,
} from '@skybook/booking-funnel';
import { ReservationLookup } from '../layout/reservation-lookup.tsx';
import { usePreloadStep } from './use-preload-step.ts';

type StepPath = '/$lang/extras' | '/$lang/passengers' | '/$lang/payment' | '/$lang/confirmation';

/** The step's route, read through the app's registered route tree: search and params are typed. */
function useStep(path: StepPath) {
  const route = getRouteApi(path);
  const search = route.useSearch();
  const { lang } = route.useParams();
  const navigate = route.useNavigate();
  const go = (to: Exclude<StepPath, '/$lang/extras'>, order: string) =>
    void navigate({ to, params: { lang }, search: { order } });
  return { search, navigate, lang, go };
}

export function ExtrasStep() {
  const { search, navigate, lang, go } = useStep('/$lang/extras');
  usePreloadStep('/$lang/passengers');
  return (
    <ExtrasStepPage
      holdId={search.hold}
      orderId={search.order}
      // Replace: going back from /extras must not land on the hold URL and make a second order.
      onOrder={(order) =>
        void navigate({ to: '/$lang/extras', params: { lang }, search: { order }, replace: true })
      }
      onContinue={(order) => go('/$lang/passengers', order)}
    />
  );
}

export function PassengersStep() {
  const { search, go } = useStep('/$lang/passengers');
  usePreloadStep('/$lang/payment');
  return <PassengersStepPage orderId={search.order} onContinue={(order) => go('/$lang/payment', order)} />;
}

export function PaymentStep() {
  const { search, go } = useStep('/$lang/payment');
  usePreloadStep('/$lang/confirmation');
  return <PaymentStepPage orderId={search.order} onPaid={(order) => go('/$lang/confirmation', order)} />;
}

export function ConfirmationStep() {
  const { search } = useStep('/$lang/confirmation');
  return <ConfirmationPage orderId={search.order} lookup={<ReservationLookup kind="manage" />} />;
}
