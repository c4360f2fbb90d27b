import type { Order } from '@skybook/api-contract';

type Passenger = Pick<Order['passengers'][number], 'ref' | 'type' | 'adultRef'>;
type Seat = Pick<Order['seats'][number], 'passengerRef' | 'flightRef' | 'seat'>;

/**
 * Exit rows are for adults able to help in an evacuation: never an infant or a child, nor an
 * adult with an infant on their lap. The server's one copy of the rule: the seat map quotes it
 * per passenger, and holding a seat, naming the passengers and paying each check it again.
 */
export function mayUseExitRow(passenger: Passenger, passengers: readonly Passenger[]): boolean {
  if (passenger.type !== 'adult') return false;
  return !passengers.some((p) => p.type === 'infant' && p.adultRef === passenger.ref);
}

/** A seat of the order that breaks a rule, with the passenger it is held for. */
export interface SeatViolation {
  passengerRef: string;
  flightRef: string;
  seat: string;
  key: 'errors.exit_row_not_allowed';
}

/** The order's seats that its passengers may not keep: exit-row seats of barred passengers. */
export function seatViolations(
  passengers: readonly Passenger[],
  seats: readonly Seat[],
  isExit: (flightRef: string, seat: string) => boolean,
): SeatViolation[] {
  return seats.flatMap((s) => {
    const passenger = passengers.find((p) => p.ref === s.passengerRef);
    if (!passenger || !isExit(s.flightRef, s.seat) || mayUseExitRow(passenger, passengers)) return [];
    return [
      {
        passengerRef: s.passengerRef,
        flightRef: s.flightRef,
        seat: s.seat,
        key: 'errors.exit_row_not_allowed' as const,
      },
    ];
  });
}

/**
 * Spec passenger mix: every infant travels on the lap of a distinct adult of the booking.
 * Returns the refs of infants whose adult is missing, not an adult, or carries another infant.
 */
export function infantsWithoutLap(passengers: readonly Passenger[]): string[] {
  const used = new Set<string>();
  return passengers
    .filter((p) => p.type === 'infant')
    .flatMap((infant) => {
      const adult = passengers.find((p) => p.ref === infant.adultRef && p.type === 'adult');
      if (!adult || used.has(adult.ref)) return [infant.ref];
      used.add(adult.ref);
      return [];
    });
}
