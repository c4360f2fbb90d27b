import { Trans, useLingui } from '@lingui/react/macro';
import type { Order } from '@skybook/api-contract';
import { usePassengerLabel, sectionStyles as shared } from '@skybook/booking-order';
import styles from './manage.module.css';

export interface PassengerListProps {
  order: Order;
  /** Extras' names by catalog id (`useServiceNames`); an unknown one shows its id. */
  serviceNames: ReadonlyMap<string, string>;
}

/** Who travels, with each one's seats and extras per flight; a change not paid yet says so. */
export function PassengerList({ order, serviceNames }: PassengerListProps) {
  const { t } = useLingui();
  const label = usePassengerLabel(order);
  const route = (flightRef: string) => {
    const f = order.flights.find((x) => x.flightRef === flightRef);
    return f ? `${f.origin} → ${f.destination}` : flightRef;
  };
  const unpaid = t`to pay`;
  return (
    <ul className={shared.list}>
      {order.passengers.map((p) => {
        const seats = order.seats.filter((s) => s.passengerRef === p.ref);
        const extras = order.lines.filter((l) => l.kind === 'extra' && l.passenger === p.ref);
        const ticket = p.ticketLastName ? `${p.ticketLastName}/${p.ticketFirstName ?? ''}` : '';
        const adult = p.adultRef ? label(p.adultRef) : '';
        return (
          <li key={p.ref} className={shared.item} data-testid={`passenger-${p.ref}`}>
            <strong>{label(p.ref)}</strong>
            {ticket ? ` (${ticket})` : null}
            {p.type === 'infant' && adult ? (
              <>
                <br />
                <Trans>Travels on the lap of {adult}</Trans>
              </>
            ) : null}
            {seats.map((s) => {
              const where = route(s.flightRef);
              const seat = s.seat;
              return (
                <span key={`seat-${s.flightRef}`} data-testid={`seat-${p.ref}-${s.flightRef}`}>
                  <br />
                  <Trans>
                    Seat {seat}, {where}
                  </Trans>
                  {s.pending ? <span className={styles.pending}> ({unpaid})</span> : null}
                </span>
              );
            })}
            {extras.map((l, i) => {
              const name = serviceNames.get(l.code) ?? l.code;
              const quantity = l.quantity;
              const where = route(l.flight);
              return (
                <span key={`extra-${l.code}-${l.flight}-${i}`} data-testid={`extra-${p.ref}-${l.flight}`}>
                  <br />
                  <Trans>
                    {name} × {quantity}, {where}
                  </Trans>
                  {l.pending ? <span className={styles.pending}> ({unpaid})</span> : null}
                </span>
              );
            })}
          </li>
        );
      })}
    </ul>
  );
}
