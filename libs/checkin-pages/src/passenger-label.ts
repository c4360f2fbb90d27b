import { useLingui } from '@lingui/react/macro';
import type { CheckinPassenger } from '@skybook/api-contract';

type Named = Pick<
  CheckinPassenger,
  'ref' | 'type' | 'firstName' | 'lastName' | 'ticketFirstName' | 'ticketLastName'
>;

/** A passenger's name as booked, else as on the ticket, else their type and number ("Adult 2"). */
export function usePassengerLabel(passengers: readonly Named[]) {
  const { t } = useLingui();
  return (ref: string): string => {
    const p = passengers.find((x) => x.ref === ref);
    if (!p) return ref;
    const full = [p.firstName, p.lastName].filter(Boolean).join(' ');
    if (full) return full;
    const ticket = [p.ticketFirstName, p.ticketLastName].filter(Boolean).join(' ');
    if (ticket) return ticket;
    const n = passengers.filter((x) => x.type === p.type).findIndex((x) => x.ref === ref) + 1;
    return p.type === 'adult' ? t`Adult ${n}` : p.type === 'child' ? t`Child ${n}` : t`Infant ${n}`;
  };
}

/** Who checks in: the refs the URL names (seated passengers only), else everyone seated. */
export function chosenSeated(passengers: readonly CheckinPassenger[], refs: readonly string[] | undefined) {
  const seated = passengers.filter((p) => p.type !== 'infant');
  return refs ? seated.filter((p) => refs.includes(p.ref)) : seated;
}

/** The chosen seated passengers and the infants on their laps, in booking order. */
export function travellingWith(passengers: readonly CheckinPassenger[], seated: readonly CheckinPassenger[]) {
  const refs = new Set(seated.map((p) => p.ref));
  return passengers.filter(
    (p) => refs.has(p.ref) || (p.type === 'infant' && p.adultRef !== null && refs.has(p.adultRef)),
  );
}
