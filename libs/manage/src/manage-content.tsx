import { useQuery } from '@tanstack/react-query';
import { Trans } from '@lingui/react/macro';
import type { ManageBookingResponse } from '@skybook/api-contract';
import {
  ExtrasSection,
  ItineraryList,
  PriceSummary,
  SeatSection,
  seededOrderQuery,
  useOrderPriceGroups,
  useServiceNames,
  StepColumns,
  sectionStyles as shared,
} from '@skybook/booking-order';
import type { Locale } from '@skybook/i18n';
import { useAppContext } from '@skybook/ssr';
import { BookingReference } from './booking-reference.tsx';
import { CancelSection } from './cancel-section.tsx';
import { ChangePayment } from './change-payment.tsx';
import { CheckinWindowNotice } from './checkin-window-notice.tsx';
import { ContactSection } from './contact-section.tsx';
import { HistoryList } from './history-list.tsx';
import { checkinHref } from './manage-search.ts';
import { PassengerList } from './passenger-list.tsx';
import styles from './manage.module.css';

export interface ManageContentProps {
  booking: ManageBookingResponse;
  /** When `booking` was read: the order seeds the shared order cache as of then. */
  bookingReadAt: number;
  /** As the visitor typed them: the check-in link repeats them. */
  locale: Locale;
  onPaid: (orderId: string) => void;
  onCancelled: (orderId: string) => void;
}

/** The visitor's own zone, for when things happened; this part only ever renders in the browser. */
const visitorZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * A found booking: reference and state, check-in window, trip, party with seats and extras, the
 * change to pay, contact, history and cancellation, beside its price. The order itself is read
 * from booking-order's order cache (`seededOrderQuery`), which the extras and seat sections update on every change.
 */
export function ManageContent({ booking, bookingReadAt, locale, onPaid, onCancelled }: ManageContentProps) {
  const { api } = useAppContext();
  const order = useQuery(seededOrderQuery(api, booking.order, bookingReadAt)).data;
  const names = useServiceNames(order, locale);
  const groups = useOrderPriceGroups(order, names);
  const booked = order.status === 'CONFIRMED' || order.status === 'CHANGED';
  // Extras and seats are added until the first departure; the server has the last word.
  const changeable = booked && order.flights.every((f) => Date.parse(f.departureUtc) > Date.now());
  const due = order.amountDue?.amount ?? 0;
  const timeZone = visitorZone();
  return (
    <>
      <BookingReference reference={order.bookingReference ?? ''} status={order.status} />
      {booked ? (
        <CheckinWindowNotice
          checkin={booking.checkin}
          flights={order.flights}
          locale={locale}
          checkinHref={checkinHref(locale, order.orderId)}
        />
      ) : null}
      <StepColumns
        aside={
          <PriceSummary
            groups={groups}
            total={order.total.amount}
            currency={order.currency}
            locale={locale}
          />
        }
      >
        <section className={styles.section} aria-labelledby="itinerary-title">
          <h2 id="itinerary-title" className={shared.sectionTitle}>
            <Trans>Itinerary</Trans>
          </h2>
          <ItineraryList flights={order.flights} locale={locale} />
        </section>
        <section className={styles.section} aria-labelledby="passengers-title">
          <h2 id="passengers-title" className={shared.sectionTitle}>
            <Trans>Passengers</Trans>
          </h2>
          <PassengerList order={order} serviceNames={names} />
        </section>
        {changeable ? (
          <>
            <ExtrasSection order={order} locale={locale} />
            <SeatSection order={order} locale={locale} />
          </>
        ) : null}
        {booked && due > 0 ? (
          <ChangePayment order={order} locale={locale} timeZone={timeZone} onPaid={onPaid} />
        ) : null}
        <ContactSection booking={booking} locale={locale} editable={booked} />
        <section className={styles.section} aria-labelledby="history-title">
          <h2 id="history-title" className={shared.sectionTitle}>
            <Trans>Booking history</Trans>
          </h2>
          <HistoryList history={booking.history} locale={locale} timeZone={timeZone} />
        </section>
        <CancelSection booking={{ ...booking, order }} locale={locale} onCancelled={onCancelled} />
      </StepColumns>
    </>
  );
}
