import { useCallback } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { CheckinBoardingPassesPage } from './checkin-boarding-passes-page.tsx';
import { CheckinDocumentsPage } from './checkin-documents-page.tsx';
import { CheckinSeatsPage } from './checkin-seats-page.tsx';
import { CheckinSelectPage } from './checkin-select-page.tsx';
import { passengerRefsOf, type CheckinSearch, type CheckinStep } from './checkin-search.ts';
import { useLocale } from './use-locale.ts';

export interface CheckinStepScreenProps {
  /** The URL's step; the app's route has already turned an unknown one into a 404. */
  step: CheckinStep;
  /** The URL's search, validated by `validateCheckinSearch`. */
  search: CheckinSearch;
}

/**
 * `/{lang}/checkin/{step}`: the booking lives on the server; the URL names it (`order`) and who
 * checks in (`passengers`), so back/forward and reload keep every step.
 */
export function CheckinStepScreen({ step, search }: CheckinStepScreenProps) {
  const navigate = useNavigate();
  const lang = useLocale();
  const passengers = passengerRefsOf(search);
  const order = search.order;
  const go = useCallback(
    (next: CheckinStep, orderId: string | undefined, refs?: readonly string[], replace = false) =>
      void navigate({
        to: '/$lang/checkin/$step',
        params: { lang, step: next },
        search: { ...(orderId ? { order: orderId } : {}), ...(refs ? { passengers: refs.join(',') } : {}) },
        replace,
      }),
    [navigate, lang],
  );
  // Replace: the last name leaves the address bar and history once the booking is found.
  const onOrder = useCallback((orderId: string) => go('select', orderId, undefined, true), [go]);

  if (step === 'select')
    return (
      <CheckinSelectPage
        referenceCode={search.referenceCode}
        lastName={search.lastName}
        orderId={order}
        passengers={passengers}
        onOrder={onOrder}
        onContinue={(orderId, refs) => go('documents', orderId, refs)}
        onBoardingPasses={(orderId) => go('boarding-passes', orderId)}
      />
    );
  const back = () => go('select', order, passengers);
  if (step === 'documents')
    return (
      <CheckinDocumentsPage
        orderId={order}
        passengers={passengers}
        onBack={back}
        onContinue={() => go('seats', order, passengers)}
      />
    );
  if (step === 'seats')
    return (
      <CheckinSeatsPage
        orderId={order}
        passengers={passengers}
        onBack={back}
        onContinue={() => go('boarding-passes', order, passengers)}
      />
    );
  return (
    <CheckinBoardingPassesPage
      orderId={order}
      passengers={passengers}
      onStep={(next) => go(next, order, passengers)}
    />
  );
}
