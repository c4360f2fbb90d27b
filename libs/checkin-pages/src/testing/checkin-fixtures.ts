import type { CheckinPassenger, CheckinView } from '@skybook/api-contract';

export const SAMPLE_ORDER_ID = '5f0c3c8e-8a7e-4c1e-9d2a-0b7f6b1c2d3e';
export const SAMPLE_REFERENCE = 'K7MX2Q';

const passenger = (
  ref: string,
  type: CheckinPassenger['type'],
  [firstName, lastName, ticketFirstName, ticketLastName]: [string, string, string, string],
  adultRef: string | null = null,
): CheckinPassenger => ({
  ref,
  type,
  firstName,
  lastName,
  ticketFirstName,
  ticketLastName,
  adultRef,
  // An infant's date of birth is asked when booking (its fare depends on it).
  dateOfBirth: type === 'infant' ? '2026-03-02' : null,
  document: null,
  seats: [],
  checkins: [],
});

/**
 * A return MAD ⇄ LIS for two adults, a child and an infant on Ana's lap, confirmed, inside the
 * outbound's check-in window: the outbound is checked in now, the return later (tests and stories).
 */
export function sampleCheckin(overrides: Partial<CheckinView> = {}): CheckinView {
  return {
    orderId: SAMPLE_ORDER_ID,
    bookingReference: SAMPLE_REFERENCE,
    checkin: { state: 'open', opensAt: '2026-12-22T08:05:00.000Z', closesAt: '2026-12-24T07:05:00.000Z' },
    flights: [
      {
        flightRef: '101',
        direction: 'outbound',
        flightNumber: 'SK 210',
        origin: 'MAD',
        destination: 'LIS',
        departureUtc: '2026-12-24T08:05:00Z',
        departureTimeZone: 'Europe/Madrid',
        arrivalUtc: '2026-12-24T09:20:00Z',
        arrivalTimeZone: 'Europe/Lisbon',
        inCheckin: true,
      },
      {
        flightRef: '202',
        direction: 'inbound',
        flightNumber: 'SK 211',
        origin: 'LIS',
        destination: 'MAD',
        departureUtc: '2026-12-31T18:00:00Z',
        departureTimeZone: 'Europe/Lisbon',
        arrivalUtc: '2026-12-31T20:15:00Z',
        arrivalTimeZone: 'Europe/Madrid',
        inCheckin: false,
      },
    ],
    passengers: [
      passenger('p1', 'adult', ['Ana María', 'Núñez', 'ANA MARIA', 'NUNEZ']),
      passenger('p2', 'adult', ['João', 'Gonçalves', 'JOAO', 'GONCALVES']),
      passenger('p3', 'child', ['Lucía', 'Núñez', 'LUCIA', 'NUNEZ']),
      passenger('p4', 'infant', ['Mateo', 'Núñez', 'MATEO', 'NUNEZ'], 'p1'),
    ],
    completed: false,
    ...overrides,
  };
}

/** The same booking with every traveller's passport saved (numbers masked, as answers show them). */
export function withDocuments(view: CheckinView = sampleCheckin()): CheckinView {
  const born: Record<string, string> = {
    p1: '1988-03-14',
    p2: '1985-01-02',
    p3: '2018-05-04',
    p4: '2026-05-01',
  };
  return {
    ...view,
    passengers: view.passengers.map((p, i) => ({
      ...p,
      document: {
        type: 'passport',
        number: `•••••${4567 + i}`,
        expiryDate: '2031-06-30',
        nationality: 'ES',
        dateOfBirth: born[p.ref] ?? '1990-01-01',
      },
    })),
  };
}

/** Everyone checked in on the outbound with seats and sequence numbers. */
export function checkedIn(view: CheckinView = withDocuments()): CheckinView {
  const seats: Record<string, string> = { p1: '4A', p2: '4B', p3: '4C' };
  return {
    ...view,
    completed: true,
    passengers: view.passengers.map((p, i) =>
      p.type === 'infant'
        ? p
        : {
            ...p,
            seats: [{ flightRef: '101', seat: seats[p.ref]!, pending: false }],
            checkins: [{ flightRef: '101', sequence: 25 + i }],
          },
    ),
  };
}
