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
import { chosenSeated, usePassengerLabel } from './passenger-label.ts';
import { SeatChoicesReview, type SeatChoiceLine } from './seat-choices-review.tsx';
import { useLocale } from './use-locale.ts';
import styles from './checkin.module.css';

/** The server refused one of the confirmed seats (taken meanwhile, say): which one, and why. */
class SeatRefused extends Error {
  constructor(
    override readonly cause: unknown,
    readonly passengerRef: string,
    readonly flightRef: string,
  ) {
    super('seat refused');
  }
}

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
  // flightRef → passengerRef → seat: chosen on the map, taken only once confirmed.
  const [choices, setChoices] = useState<Record<string, Record<string, string>>>({});
  const [reviewing, setReviewing] = useState(false);
  const label = usePassengerLabel(view.passengers);
  const refreshMap = (flightRef: string) =>
    void queryClient.invalidateQueries({
      queryKey: seatMapQuery(api, view.orderId, flightRef, 'checkin').queryKey,
    });
  const lines: SeatChoiceLine[] = flights.flatMap((f) =>
    Object.entries(choices[f.flightRef] ?? {}).map(([passengerRef, seat]) => ({
      flightRef: f.flightRef,
      passengerRef,
      route: `${f.origin} → ${f.destination}`,
      name: label(passengerRef),
      seat,
    })),
  );
  const confirm = useMutation({
    // One at a time, in the order listed: the server checks each against the seats taken so far.
    mutationFn: async (toTake: readonly SeatChoiceLine[]) => {
      let next: CheckinView | undefined;
      for (const { passengerRef, flightRef, seat } of toTake) {
        try {
          next = await api.checkinSeat({ orderId: view.orderId, passengerRef, flightRef, seat });
        } catch (error) {
          throw new SeatRefused(error, passengerRef, flightRef);
        }
      }
      return next;
    },
    onSuccess: (next) => {
      if (next) queryClient.setQueryData(checkinQuery(api, view.orderId).queryKey, next);
      onContinue();
    },
    onError: (error) => {
      const refused = error instanceof SeatRefused ? error : undefined;
      setFailed(errorKeyOf(refused?.cause ?? error));
      // The seats taken before the refusal are final now; the refused one is to be chosen again.
      void queryClient.invalidateQueries({ queryKey: checkinQuery(api, view.orderId).queryKey });
      if (refused) {
        refreshMap(refused.flightRef);
        setChoices((all) => {
          const flight = { ...all[refused.flightRef] };
          delete flight[refused.passengerRef];
          return { ...all, [refused.flightRef]: flight };
        });
      }
      setReviewing(false);
    },
  });
  const seated = chosenSeated(view.passengers, passengers);
  if (seated.length === 0) return <NoneChosen onBack={onBack} />;
  if (reviewing)
    return (
      <SeatChoicesReview
        choices={lines}
        busy={confirm.isPending}
        onChange={() => setReviewing(false)}
        onConfirm={() => confirm.mutate(lines)}
      />
    );

  return (
    <div className={styles.stack} data-testid="checkin-seats">
      <p className={styles.muted}>
        <Trans>
          Choose any seat included in your fare; you confirm your choice before it is yours. You can also skip
          this: whoever has no seat gets a free one when you check in.
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
            chosen={choices[f.flightRef]}
            onSelectSeat={(passengerRef, seat) => {
              setFailed(undefined);
              setChoices((all) => ({ ...all, [f.flightRef]: { ...all[f.flightRef], [passengerRef]: seat } }));
            }}
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
          // Nothing chosen: nothing to confirm, check-in gives free seats.
          onClick={() => (lines.length > 0 ? setReviewing(true) : onContinue())}
          data-testid="seats-continue"
        >
          {lines.length > 0 ? <Trans>Continue</Trans> : <Trans>Check in</Trans>}
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
