import { Trans, useLingui } from '@lingui/react/macro';
import type { Order } from '@skybook/api-contract';
import type { Locale } from '@skybook/i18n';
import {
  ItineraryList,
  usePassengerLabel,
  useServiceNames,
  sectionStyles as frame,
} from '@skybook/booking-order';

/**
 * What is about to be booked, before the card: the flights in travel order with local times,
 * the party with their seats, and the extras chosen (names in the visitor's language).
 */
export function PaymentRecap({ order, locale }: { order: Order; locale: Locale }) {
  const { t } = useLingui();
  const label = usePassengerLabel(order);
  const names = useServiceNames(order, locale);
  const flights = [...order.flights].sort((a, b) => Date.parse(a.departureUtc) - Date.parse(b.departureUtc));
  const route = (flightRef: string) => {
    const f = order.flights.find((x) => x.flightRef === flightRef);
    return f ? `${f.origin}–${f.destination}` : '';
  };
  return (
    <section className={frame.section} aria-labelledby="recap-title" data-testid="payment-recap">
      <h2 id="recap-title" className={frame.sectionTitle}>
        <Trans>Your trip</Trans>
      </h2>
      <ItineraryList flights={flights} locale={locale} />
      <h3 className={frame.sectionTitle}>
        <Trans>Passengers</Trans>
      </h3>
      <ul className={frame.list}>
        {order.passengers.map((p) => {
          const seats = flights
            .flatMap((f) => {
              const seat = order.seats.find((s) => s.passengerRef === p.ref && s.flightRef === f.flightRef);
              return seat ? [`${route(f.flightRef)} ${seat.seat}`] : [];
            })
            .join(', ');
          const extras = order.lines
            .filter((l) => l.kind === 'extra' && l.passenger === p.ref)
            .map((l) => {
              const name = names.get(l.code) ?? l.code.split('@')[0];
              return `${name} × ${l.quantity} (${route(l.flight)})`;
            })
            .join(', ');
          return (
            <li key={p.ref} className={frame.item} data-testid={`recap-${p.ref}`}>
              <strong>{label(p.ref)}</strong>
              {seats ? (
                <>
                  <br />
                  {t`Seats: ${seats}`}
                </>
              ) : null}
              {extras ? (
                <>
                  <br />
                  {t`Extras: ${extras}`}
                </>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
