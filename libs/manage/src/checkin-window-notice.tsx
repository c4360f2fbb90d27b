import { Trans } from '@lingui/react/macro';
import type { CheckinWindowInfo, OrderFlight } from '@skybook/api-contract';
import { formatDate, formatTime, type Locale } from '@skybook/i18n';
import { sectionStyles as shared } from '@skybook/booking-order';
import styles from './manage.module.css';

export interface CheckinWindowNoticeProps {
  checkin: CheckinWindowInfo;
  /** The booking's flights: the window's times are read in the next departure airport's zone. */
  flights: OrderFlight[];
  locale: Locale;
  /** Where to check in while the window is open. */
  checkinHref: string;
}

/** The online check-in window of the next departure (decision 011): opens 48 h, closes 60 min before. */
export function CheckinWindowNotice({ checkin, flights, locale, checkinHref }: CheckinWindowNoticeProps) {
  // The window belongs to the first flight still to depart after it closes.
  const closes = Date.parse(checkin.closesAt);
  const flight = flights.find((f) => Date.parse(f.departureUtc) >= closes) ?? flights[0];
  const zone = flight?.departureTimeZone ?? 'UTC';
  const airport = flight?.origin ?? '';
  const at = (iso: string) => ({
    day: formatDate(new Date(iso), locale, zone),
    time: formatTime(new Date(iso), locale, zone),
  });
  const { day: opensDay, time: opensTime } = at(checkin.opensAt);
  const { day: closesDay, time: closesTime } = at(checkin.closesAt);
  return (
    <div className={styles.info} data-testid="checkin-window" data-state={checkin.state}>
      {checkin.state === 'open' ? (
        <p className={shared.actions}>
          <span>
            <Trans>
              Online check-in is open until {closesDay} at {closesTime} (local time in {airport}).
            </Trans>
          </span>
          <a href={checkinHref} data-testid="checkin-link">
            <Trans>Check in now</Trans>
          </a>
        </p>
      ) : checkin.state === 'not_open' ? (
        <p className={shared.muted}>
          <Trans>
            Online check-in opens on {opensDay} at {opensTime} (local time in {airport}), 48 hours before
            departure.
          </Trans>
        </p>
      ) : (
        <p className={shared.muted}>
          <Trans>Online check-in is closed for this booking.</Trans>
        </p>
      )}
    </div>
  );
}
