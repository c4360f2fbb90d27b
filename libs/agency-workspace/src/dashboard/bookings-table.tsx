import { Trans, useLingui } from '@lingui/react/macro';
import type { AgencyBooking } from '@skybook/api-contract';
import { formatDate, formatMoney, isLocale } from '@skybook/i18n';
import { statusLabel } from './status-label.ts';
import styles from './dashboard.module.css';

/** Bookings on account: reference, date, passenger, route, agent, status, total and commission. */
export function BookingsTable({
  bookings,
  caption,
}: {
  bookings: readonly AgencyBooking[];
  caption: string;
}) {
  const { i18n } = useLingui();
  const locale = isLocale(i18n.locale) ? i18n.locale : 'en';
  if (bookings.length === 0) {
    return (
      <p>
        <Trans>No bookings yet.</Trans>
      </p>
    );
  }
  return (
    // On a phone the table scrolls sideways in its box: keyboard users scroll it once it has focus.
    <div className={styles.wrap} role="region" aria-label={caption} tabIndex={0}>
      <table className={styles.table} data-testid="bookings-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">
              <Trans>Reference</Trans>
            </th>
            <th scope="col">
              <Trans>Date</Trans>
            </th>
            <th scope="col">
              <Trans>Passenger</Trans>
            </th>
            <th scope="col">
              <Trans>Route</Trans>
            </th>
            <th scope="col">
              <Trans>Agent</Trans>
            </th>
            <th scope="col">
              <Trans>Status</Trans>
            </th>
            <th scope="col">
              <Trans>Total</Trans>
            </th>
            <th scope="col">
              <Trans>Commission</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {bookings.map((b) => (
            <tr key={b.reference}>
              <th scope="row">{b.reference}</th>
              {/* Booked on account: the agency's day in UTC (no airport applies to the sale itself). */}
              <td>{formatDate(new Date(b.bookedAt), locale, 'UTC')}</td>
              <td>{b.passengerName}</td>
              <td>{b.route}</td>
              <td>{b.agentName}</td>
              <td>{i18n._(statusLabel[b.status])}</td>
              <td data-numeric>{formatMoney(b.total, b.currency, locale)}</td>
              <td data-numeric>{formatMoney(b.commission, b.currency, locale)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
