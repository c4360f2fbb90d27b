import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Order } from '@skybook/api-contract';
import type { Locale } from '@skybook/i18n';
import { ItineraryList, usePassengerLabel, sectionStyles as frame } from '@skybook/booking-order';
import { useFunnelEvent } from '../order/funnel-analytics.ts';
import { FunnelFrame } from './funnel-frame.tsx';
import { useOrderId } from './use-order-id.ts';
import styles from './confirmation.module.css';

function ConfirmationContent({ order, locale }: { order: Order; locale: Locale }) {
  const { t } = useLingui();
  useFunnelEvent('confirmation', order);
  const label = usePassengerLabel(order);
  const reference = order.bookingReference ?? '';
  const email = order.contact?.email ?? '';
  // The booking's creator may open it by its id: no name or reference in the address (decision 117).
  const manage = `/${locale}/manage?${new URLSearchParams({ order: order.orderId })}`;
  const seatOf = (ref: string, flightRef: string) =>
    order.seats.find((s) => s.passengerRef === ref && s.flightRef === flightRef)?.seat;
  return (
    <>
      <div className={styles.reference} role="status">
        <span>
          <Trans>Your booking reference</Trans>
        </span>
        <span className={styles.code} data-testid="booking-reference">
          {reference}
        </span>
        <span className={frame.muted}>
          {email ? (
            <Trans>We have sent the confirmation to {email}.</Trans>
          ) : (
            <Trans>We have sent the confirmation to the email address you gave us.</Trans>
          )}
        </span>
      </div>
      <section className={frame.section} aria-labelledby="itinerary-title">
        <h2 id="itinerary-title" className={frame.sectionTitle}>
          <Trans>Itinerary</Trans>
        </h2>
        <ItineraryList flights={order.flights} locale={locale} />
      </section>
      <section className={frame.section} aria-labelledby="passengers-title">
        <h2 id="passengers-title" className={frame.sectionTitle}>
          <Trans>Passengers</Trans>
        </h2>
        <ul className={frame.list}>
          {order.passengers.map((p) => {
            const seats = order.flights
              .map((f) => {
                const seat = seatOf(p.ref, f.flightRef);
                return seat ? `${f.origin}–${f.destination} ${seat}` : null;
              })
              .filter(Boolean)
              .join(', ');
            const ticket = `${p.ticketLastName ?? ''}/${p.ticketFirstName ?? ''}`;
            return (
              <li key={p.ref} className={frame.item} data-testid={`passenger-${p.ref}`}>
                <strong>{label(p.ref)}</strong> ({ticket})
                {seats ? (
                  <>
                    <br />
                    {t`Seats: ${seats}`}
                  </>
                ) : null}
              </li>
            );
          })}
        </ul>
      </section>
      <p>
        <a href={manage} data-testid="manage-link">
          <Trans>Manage your booking</Trans>
        </a>
      </p>
    </>
  );
}

export interface ConfirmationPageProps {
  orderId?: string | undefined;
  /**
   * The reference + last name form (the app's), shown to a visitor who may not see this order
   * here (another browser or device): a booking is never shown as lapsed (decision 016).
   */
  lookup?: ReactNode;
}

/** `/{lang}/confirmation`: the booking reference, the trip in local times, the party and the price. */
export function ConfirmationPage({ orderId: fromUrl, lookup }: ConfirmationPageProps) {
  const orderId = useOrderId(fromUrl);
  const notFound = {
    title: <Trans>Find your booking</Trans>,
    body: (
      <div className={frame.section} data-testid="confirmation-lookup">
        <p>
          <Trans>
            This booking is not open in this browser. Enter your booking reference and last name to see it and
            manage it.
          </Trans>
        </p>
        {lookup}
      </div>
    ),
  };
  return (
    <FunnelFrame
      title={<Trans>Booking confirmed</Trans>}
      routeName="confirmation"
      orderId={orderId}
      paid
      notFound={notFound}
    >
      {(order, locale) => <ConfirmationContent order={order} locale={locale} />}
    </FunnelFrame>
  );
}
