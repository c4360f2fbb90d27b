import { useState } from 'react';
import { useMutation, useQueries, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CheckinView } from '@skybook/api-contract';
import { seatMapQuery } from '@skybook/booking-order';
import { useAppContext } from '@skybook/ssr';
import { Button, Spinner } from '@skybook/ui';
import { CheckinGate } from './checkin-gate.tsx';
import { errorKeyOf, checkinErrorText } from './checkin-errors.ts';
import { CheckinLayout } from './checkin-layout.tsx';
import { checkinQuery } from './checkin-queries.ts';
import type { CheckinStepPageProps } from './checkin-documents-page.tsx';
import { FlightSeats } from './flight-seats.tsx';
import { NoneChosen } from './none-chosen.tsx';
import { chosenSeated } from './passenger-label.ts';
import { useLocale } from './use-locale.ts';
import styles from './checkin.module.css';

function SeatsStep({
  view,
  passengers,
  onContinue,
  onBack,
}: Omit<CheckinStepPageProps, 'orderId'> & { view: CheckinView }) {
  const { api } = useAppContext();
  const { i18n } = useLingui();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const flights = view.flights.filter((f) => f.inCheckin);
  const maps = useQueries({
    queries: flights.map((f) => ({
      ...seatMapQuery(api, view.orderId, f.flightRef, 'checkin'),
      retry: false,
    })),
  });
  const [failed, setFailed] = useState<string | undefined>();
  const choose = useMutation({
    mutationFn: (input: { passengerRef: string; flightRef: string; seat: string }) =>
      api.checkinSeat({ orderId: view.orderId, ...input }),
    onSuccess: (next, input) => {
      setFailed(undefined);
      queryClient.setQueryData(checkinQuery(api, view.orderId).queryKey, next);
      void queryClient.invalidateQueries({
        queryKey: seatMapQuery(api, view.orderId, input.flightRef, 'checkin').queryKey,
      });
    },
    onError: (error, input) => {
      setFailed(errorKeyOf(error));
      void queryClient.invalidateQueries({
        queryKey: seatMapQuery(api, view.orderId, input.flightRef, 'checkin').queryKey,
      });
    },
  });
  const seated = chosenSeated(view.passengers, passengers);
  if (seated.length === 0) return <NoneChosen onBack={onBack} />;

  return (
    <div className={styles.stack} data-testid="checkin-seats">
      <p className={styles.muted}>
        <Trans>
          Choose any seat included in your fare. A seat chosen here is yours and cannot be changed afterwards.
          You can also skip this: whoever has no seat gets a free one when you check in.
        </Trans>
      </p>
      {failed ? (
        <p className={styles.error} role="alert">
          {checkinErrorText(i18n, failed)}
        </p>
      ) : null}
      {flights.map((f, i) => {
        const map = maps[i];
        return map?.data ? (
          <FlightSeats
            key={f.flightRef}
            flight={f}
            map={map.data}
            passengers={view.passengers}
            seated={seated}
            locale={locale}
            onSelectSeat={(passengerRef, seat) =>
              choose.mutate({ passengerRef, flightRef: f.flightRef, seat })
            }
          />
        ) : map?.isError ? (
          <p key={f.flightRef} className={styles.error} role="alert">
            {checkinErrorText(i18n, errorKeyOf(map.error))}
          </p>
        ) : (
          <p key={f.flightRef} className={styles.muted} role="status">
            <Spinner /> <Trans>Loading the seat map…</Trans>
          </p>
        );
      })}
      <div className={styles.actions}>
        <Button
          type="button"
          onClick={() => (choose.isPending ? undefined : onContinue())}
          aria-disabled={choose.isPending || undefined}
          data-testid="seats-continue"
        >
          <Trans>Check in</Trans>
        </Button>
      </div>
    </div>
  );
}

/** `/checkin/seats?order&passengers`: the seat map for whoever checks in; skipping is fine. */
export function CheckinSeatsPage({ orderId, ...rest }: CheckinStepPageProps) {
  return (
    <CheckinLayout step="seats">
      <CheckinGate orderId={orderId}>{(view) => <SeatsStep view={view} {...rest} />}</CheckinGate>
    </CheckinLayout>
  );
}
