import type { Order, OrderLine, PriceGroup } from '@skybook/api-contract';

const PASSENGER_TYPES = ['adult', 'child', 'infant'] as const;

/**
 * The price summary's groups (decision 120): one per passenger type present (its fares, taxes and
 * fees in both directions), then the extras, then the seats, each with the sum of its lines. The
 * server adds them up so that the page shows subtotals without doing money sums of its own.
 */
export function priceGroupsOf(lines: readonly OrderLine[], passengers: Order['passengers']): PriceGroup[] {
  const indexes = (pick: (line: OrderLine) => boolean) =>
    lines.flatMap((line, index) => (pick(line) ? [index] : []));
  const group = (
    kind: PriceGroup['kind'],
    members: number[],
    count: number,
    passengerType?: PriceGroup['passengerType'],
  ): PriceGroup => ({
    kind,
    ...(passengerType ? { passengerType } : {}),
    count,
    amount: members.reduce((sum, i) => sum + lines[i]!.amount, 0),
    lines: members,
  });
  const byType = PASSENGER_TYPES.flatMap((type) => {
    const members = indexes((l) => l.kind === 'fare' && l.passenger === type);
    const count = passengers.filter((p) => p.type === type).length;
    return members.length > 0 ? [group('passengers', members, count, type)] : [];
  });
  const extras = indexes((l) => l.kind === 'extra');
  const seats = indexes((l) => l.kind === 'seat');
  return [
    ...byType,
    ...(extras.length > 0
      ? [
          group(
            'extras',
            extras,
            extras.reduce((n, i) => n + lines[i]!.quantity, 0),
          ),
        ]
      : []),
    ...(seats.length > 0 ? [group('seats', seats, seats.length)] : []),
  ];
}
