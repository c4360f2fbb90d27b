import { useState } from 'react';
import { useMutation, useQueries, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Order } from '@skybook/api-contract';
import type { Locale } from '@skybook/i18n';
import { useAppContext } from '@skybook/ssr';
import { SeatMap, type SeatFlight, type SeatPassenger } from '@skybook/seat-map';
import { errorText } from '../errors/error-messages.ts';
import { cabinFromSeatMap } from '../order/cabin-layout.ts';
import { orderQuery, seatMapQuery } from '../order/order-queries.ts';
import { usePassengerLabel } from '../order/use-order-lines.ts';
import { errorKeyOf } from '../errors/order-errors.ts';
import styles from './sections.module.css';

/**
 * Seats for every passenger on every flight of the order. A chosen seat is held on the server
 * at once (the old one is released); a seat someone else took first is refused and the map
 * reloads with it taken.
 */
export function SeatSection({ order, locale }: { order: Order; locale: Locale }) {
  const { api } = useAppContext();
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  const label = usePassengerLabel(order);
  const maps = useQueries({
    queries: order.flights.map((f) => seatMapQuery(api, order.orderId, f.flightRef)),
  });
  const [failed, setFailed] = useState<string | undefined>();
  const hold = useMutation({
    mutationFn: (input: { passengerRef: string; flightRef: string; seat: string }) =>
      api.orderSeat({ orderId: order.orderId, ...input }),
    onSuccess: (next, input) => {
      setFailed(undefined);
      queryClient.setQueryData(orderQuery(api, order.orderId).queryKey, next);
      void queryClient.invalidateQueries({
        queryKey: seatMapQuery(api, order.orderId, input.flightRef).queryKey,
      });
    },
    onError: (error, input) => {
      setFailed(errorKeyOf(error));
      void queryClient.invalidateQueries({
        queryKey: seatMapQuery(api, order.orderId, input.flightRef).queryKey,
      });
    },
  });

  // Each flight's own quote: seat prices follow that flight's fare family, never another's.
  const flights: SeatFlight[] = order.flights.flatMap((f, i) => {
    const data = maps[i]?.data;
    return data ? [cabinFromSeatMap(data, `${f.origin} → ${f.destination}`)] : [];
  });
  // Infants sit on a lap: they get no row of their own (the server's rules account for them).
  const passengers: SeatPassenger[] = order.passengers.flatMap((p) =>
    p.type === 'infant'
      ? []
      : [
          {
            id: p.ref,
            name: label(p.ref),
            type: p.type,
            seats: Object.fromEntries(
              order.seats.filter((s) => s.passengerRef === p.ref).map((s) => [s.flightRef, s.seat]),
            ),
          },
        ],
  );
  const loading = maps.some((m) => m.isPending);

  return (
    <section className={styles.section} aria-labelledby="seats-title" data-testid="seat-section">
      <h2 id="seats-title" className={styles.sectionTitle}>
        <Trans>Seats</Trans>
      </h2>
      <p className={styles.muted}>
        <Trans>Choose a seat for each passenger, or skip: a free seat is assigned at check-in.</Trans>
      </p>
      {failed ? (
        <p className={styles.notice} role="alert">
          {errorText(i18n, failed)}
        </p>
      ) : null}
      {loading ? null : (
        <SeatMap
          flights={flights}
          passengers={passengers}
          currency={order.currency}
          locale={locale}
          onSelectSeat={(choice) =>
            hold.mutate({ passengerRef: choice.passengerId, flightRef: choice.flightId, seat: choice.seat })
          }
        />
      )}
    </section>
  );
}
