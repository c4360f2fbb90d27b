import { Trans } from '@lingui/react/macro';
import { formatDate, formatTime, type Locale } from '@skybook/i18n';
import { ArrivalDayShift } from '@skybook/ui';

export interface FlightTimes {
  flightNumber: string;
  origin: string;
  destination: string;
  departureUtc: string;
  departureTimeZone: string;
  arrivalUtc: string;
  arrivalTimeZone: string;
}

/** A flight's number, route and times, each in its own airport's zone (what the airport screens say). */
export function FlightSummary({ flight, locale }: { flight: FlightTimes; locale: Locale }) {
  const departs = new Date(flight.departureUtc);
  const day = formatDate(departs, locale, flight.departureTimeZone);
  const dep = formatTime(departs, locale, flight.departureTimeZone);
  const arr = formatTime(new Date(flight.arrivalUtc), locale, flight.arrivalTimeZone);
  return (
    <>
      <strong>
        {flight.flightNumber} · {flight.origin} → {flight.destination}
      </strong>
      <br />
      <Trans>
        {day}, departs {dep}, arrives {arr}
        <ArrivalDayShift flight={flight} /> (local times)
      </Trans>
    </>
  );
}
