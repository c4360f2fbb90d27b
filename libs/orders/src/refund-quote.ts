import type { Order } from '@skybook/api-contract';

export interface JourneyRefund {
  direction: 'outbound' | 'inbound';
  family: string;
  refundable: boolean;
  paid: number;
  refund: number;
}

/** What a cancellation gives back, in the order's currency (minor units). */
export interface RefundQuote {
  currency: string;
  paid: number;
  refund: number;
  kept: number;
  journeys: JourneyRefund[];
}

/**
 * Decision 045, from the fare conditions of each journey: a refundable fare (flex) gives back
 * everything paid for that journey (fare, taxes, fees, extras, seats); a non-refundable one
 * (basic, classic) gives back only its airport and government taxes, which are owed only by
 * those who fly. Unpaid (pending) lines are not part of it.
 */
export function refundQuote(order: Pick<Order, 'currency' | 'lines' | 'journeys' | 'flights'>): RefundQuote {
  const directionOf = (line: Order['lines'][number]) =>
    line.kind === 'fare' ? line.flight : order.flights.find((f) => f.flightRef === line.flight)?.direction;
  const journeys = order.journeys.map((journey): JourneyRefund => {
    const lines = order.lines.filter((l) => !l.pending && directionOf(l) === journey.direction);
    const paid = lines.reduce((sum, l) => sum + l.amount, 0);
    const refundable = journey.conditions.refundable;
    const refund = refundable
      ? paid
      : lines.filter((l) => l.kind === 'fare' && l.code === 'taxes').reduce((sum, l) => sum + l.amount, 0);
    return { direction: journey.direction, family: journey.family, refundable, paid, refund };
  });
  const paid = order.lines.filter((l) => !l.pending).reduce((sum, l) => sum + l.amount, 0);
  const refund = journeys.reduce((sum, j) => sum + j.refund, 0);
  return { currency: order.currency, paid, refund, kept: paid - refund, journeys };
}
