// One file per step: each step's route chunk carries only its own page (decision 096).
import { ExtrasStepPage } from '@skybook/booking-funnel';
import { usePreloadStep } from './use-preload-step.ts';
import { useStep } from './use-step.ts';

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
