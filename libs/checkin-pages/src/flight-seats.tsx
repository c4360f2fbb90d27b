import { Trans } from '@lingui/react/macro';
import type { CheckinPassenger, CheckinView, SeatMapResponse } from '@skybook/api-contract';
import type { Locale } from '@skybook/i18n';
import { cabinFromSeatMap } from '@skybook/booking-order';
import { SeatMap, seatId, type SeatFlight, type SeatPassenger } from '@skybook/seat-map';
import { usePassengerLabel } from './passenger-label.ts';
import styles from './checkin.module.css';

export interface FlightSeatsProps {
  flight: CheckinView['flights'][number];
  map: SeatMapResponse;
  /** Everyone on the booking; `seated` are the ones checking in now (no infants). */
  passengers: readonly CheckinPassenger[];
  seated: readonly CheckinPassenger[];
  locale: Locale;
  /** Seats chosen on this flight and not yet confirmed, by passenger ref. */
  chosen?: Readonly<Record<string, string>>;
  onSelectSeat: (passengerRef: string, seat: string) => void;
}

/**
 * One flight's seats at check-in. A seat already booked (or a passenger already checked in) is
 * final and listed; the others choose on the seat map, and the choice stays theirs to change until
 * they confirm it (`SeatChoicesReview`). Infants have no row but stay in the rules (no exit row for their adult).
 */
export function FlightSeats({
  flight,
  map,
  passengers,
  seated,
  locale,
  chosen = {},
  onSelectSeat,
}: FlightSeatsProps) {
  const label = usePassengerLabel(passengers);
  const seatOf = (p: CheckinPassenger) => p.seats.find((s) => s.flightRef === flight.flightRef);
  const isFinal = (p: CheckinPassenger) =>
    p.checkins.some((c) => c.flightRef === flight.flightRef) || seatOf(p)?.pending === false;
  const fixed = seated.filter(isFinal);
  const open = seated.filter((p) => !isFinal(p));
  const route = `${flight.origin} → ${flight.destination}`;
  const rows: SeatPassenger[] = open.flatMap((p) =>
    p.type === 'infant'
      ? []
      : [
          {
            id: p.ref,
            name: label(p.ref),
            type: p.type,
            seats: { [flight.flightRef]: chosen[p.ref] ?? seatOf(p)?.seat },
          },
        ],
  );
  // The check-in quote: only the seats the fare includes are offered, with the server's rules.
  // The server offers this booking its own seats; the ones kept by a passenger not choosing now
  // (booked and final, or not checking in) are not free for the others.
  const choosing = new Set(rows.map((r) => r.id));
  const kept = passengers.flatMap((p) => {
    const seat = choosing.has(p.ref) ? undefined : seatOf(p)?.seat;
    return seat ? [seat] : [];
  });
  const cabin = withoutSeats(cabinFromSeatMap(map, route), new Set(kept));
  return (
    <section
      className={styles.section}
      aria-labelledby={`seats-${flight.flightRef}`}
      data-testid={`flight-seats-${flight.flightRef}`}
    >
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
          flights={[cabin]}
          passengers={rows}
          currency={map.currency}
          locale={locale}
          onSelectSeat={(choice) => onSelectSeat(choice.passengerId, choice.seat)}
        />
      ) : null}
    </section>
  );
}

/** The cabin with `seats` shown as not available. */
function withoutSeats(cabin: SeatFlight, seats: ReadonlySet<string>): SeatFlight {
  if (seats.size === 0) return cabin;
  const rows = cabin.layout.rows.map((row) => ({
    ...row,
    seats: row.seats.map((s) => (seats.has(seatId(row.number, s.letter)) ? { ...s, available: false } : s)),
  }));
  return { ...cabin, layout: { ...cabin.layout, rows } };
}
