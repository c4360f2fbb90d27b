import { Trans } from '@lingui/react/macro';
import type { CheckinPassenger, CheckinView, SeatMapResponse } from '@skybook/api-contract';
import type { Locale } from '@skybook/i18n';
import { SeatMap, type SeatPassenger } from '@skybook/seat-map';
import { checkinCabin } from './checkin-cabin.ts';
import { usePassengerLabel } from './passenger-label.ts';
import styles from './checkin.module.css';

export interface FlightSeatsProps {
  flight: CheckinView['flights'][number];
  map: SeatMapResponse;
  /** Everyone on the booking; `seated` are the ones checking in now (no infants). */
  passengers: readonly CheckinPassenger[];
  seated: readonly CheckinPassenger[];
  locale: Locale;
  onSelectSeat: (passengerRef: string, seat: string) => void;
}

/**
 * One flight's seats at check-in. A seat already booked (or a passenger already checked in) is
 * final and listed; the others choose on the seat map, where an unpaid seat of theirs stays
 * theirs to swap. Infants have no row but stay in the rules (no exit row for their adult).
 */
export function FlightSeats({ flight, map, passengers, seated, locale, onSelectSeat }: FlightSeatsProps) {
  const label = usePassengerLabel(passengers);
  const seatOf = (p: CheckinPassenger) => p.seats.find((s) => s.flightRef === flight.flightRef);
  const isFinal = (p: CheckinPassenger) =>
    p.checkins.some((c) => c.flightRef === flight.flightRef) || seatOf(p)?.pending === false;
  const fixed = seated.filter(isFinal);
  const open = seated.filter((p) => !isFinal(p));
  const own = new Set(open.flatMap((p) => seatOf(p)?.seat ?? []));
  const cabin = checkinCabin(map, own);
  const route = `${flight.origin} → ${flight.destination}`;
  const rows: SeatPassenger[] = [
    ...open.map((p) => ({ id: p.ref, name: label(p.ref), type: p.type, seats: { [flight.flightRef]: seatOf(p)?.seat } })),
    ...passengers
      .filter((p) => p.type === 'infant' && open.some((o) => o.ref === p.adultRef))
      .map((p) => ({ id: p.ref, name: label(p.ref), type: p.type, adultId: p.adultRef ?? undefined, seats: {} })),
  ];
  return (
    <section className={styles.section} aria-labelledby={`seats-${flight.flightRef}`} data-testid={`flight-seats-${flight.flightRef}`}>
      <h3 id={`seats-${flight.flightRef}`} className={styles.sectionTitle}>
        {flight.flightNumber} · {route}
      </h3>
      {fixed.length > 0 ? (
        <ul className={styles.list} aria-label={route}>
          {fixed.map((p) => {
            const name = label(p.ref);
            const seat = seatOf(p)?.seat ?? '—';
            return (
              <li key={p.ref} className={styles.item} data-testid={`fixed-seat-${flight.flightRef}-${p.ref}`}>
                <Trans>
                  {name}: seat {seat}
                </Trans>
              </li>
            );
          })}
        </ul>
      ) : null}
      {open.length > 0 ? (
        <SeatMap
          flights={[{ id: flight.flightRef, label: route, layout: cabin.layout }]}
          passengers={rows}
          prices={cabin.prices}
          currency={map.seats[0]?.price.currency ?? 'EUR'}
          locale={locale}
          onSelectSeat={(choice) => onSelectSeat(choice.passengerId, choice.seat)}
        />
      ) : null}
    </section>
  );
}
