import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { OrderFlight } from '@skybook/api-contract';
import { orderQuery } from '@skybook/booking-order';
import { formatDate, formatTime } from '@skybook/i18n';
import { useAppContext } from '@skybook/ssr';
import { errorMessage } from '@skybook/ui';
import { useLocale } from './use-locale.ts';
import styles from './checkin.module.css';

const WINDOW_OPENS_BEFORE = 48 * 3_600_000;

/** The flight whose window `opensAt` belongs to: the next departure (decision 011). */
function nextDeparture(flights: readonly OrderFlight[], opensAt: string): OrderFlight | undefined {
  const departs = Date.parse(opensAt) + WINDOW_OPENS_BEFORE;
  return (
    flights.find((f) => Date.parse(f.departureUtc) === departs) ??
    flights.find((f) => Date.parse(f.departureUtc) >= departs)
  );
}

/**
 * 409 `checkin.not_open_yet`: when the window opens, in the departure airport's own time (what
 * the traveller's ticket says). The airport comes from the booking; without it, UTC.
 */
export function CheckinNotOpenYet({ orderId, opensAt }: { orderId: string; opensAt: string }) {
  const { api } = useAppContext();
  const { i18n } = useLingui();
  const locale = useLocale();
  const order = useQuery({ ...orderQuery(api, orderId), retry: false });
  const flight = order.data ? nextDeparture(order.data.flights, opensAt) : undefined;
  const zone = flight?.departureTimeZone ?? 'UTC';
  const at = new Date(opensAt);
  const day = formatDate(at, locale, zone);
  const time = formatTime(at, locale, zone);
  const airport = flight?.origin ?? 'UTC';
  return (
    <div className={styles.notice} role="alert" data-testid="checkin-not-open">
      <p>{errorMessage(i18n, 'checkin.not_open_yet')}</p>
      {order.isPending ? null : (
        <p data-testid="checkin-opens-at">
          <Trans>
            Online check-in opens on {day} at {time} ({airport} local time).
          </Trans>
        </p>
      )}
    </div>
  );
}

/** Why this booking cannot be checked in here: a window closed, a cancelled or unknown booking. */
export function CheckinRefused({ errorKey }: { errorKey: string }) {
  const { i18n } = useLingui();
  const locale = useLocale();
  return (
    <div className={styles.notice} role="alert" data-testid="checkin-refused">
      <p>{errorMessage(i18n, errorKey)}</p>
      {errorKey.startsWith('reservation.') || errorKey === 'errors.message' ? (
        <p>
          <a href={`/${locale}/checkin`}>
            <Trans>Look up your booking again</Trans>
          </a>
        </p>
      ) : null}
    </div>
  );
}
