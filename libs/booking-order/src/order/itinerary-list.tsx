import { Trans } from '@lingui/react/macro';
import type { OrderFlight } from '@skybook/api-contract';
import { formatDate, formatTime, type Locale } from '@skybook/i18n';
import { ArrivalDayShift } from '@skybook/ui';
import styles from '../sections/sections.module.css';

/** Each flight of the booking with its day and times in its airports' own zones (+1 on a later arrival day). */
export function ItineraryList({ flights, locale }: { flights: OrderFlight[]; locale: Locale }) {
  return (
    <ul className={styles.list}>
      {flights.map((f) => {
        const departs = new Date(f.departureUtc);
        // What the boarding pass and the airport screens say: each time in its airport's zone.
        const day = formatDate(departs, locale, f.departureTimeZone);
        const dep = formatTime(departs, locale, f.departureTimeZone);
        const arr = formatTime(new Date(f.arrivalUtc), locale, f.arrivalTimeZone);
        return (
          <li key={f.flightRef} className={styles.item} data-testid={`itinerary-${f.flightRef}`}>
            <strong>
              {f.flightNumber} · {f.origin} → {f.destination}
            </strong>
            <br />
            <Trans>
              {day}, departs {dep}, arrives {arr}
              <ArrivalDayShift flight={f} /> (local times)
            </Trans>
          </li>
        );
      })}
    </ul>
  );
}
