import { useLingui } from '@lingui/react/macro';
import type { Order } from '@skybook/api-contract';
import type { PriceGroupView, PriceLine } from '../checkout/price-lines.ts';

/** A passenger's name once given, else their type and number ("Adult 2"). */
export function usePassengerLabel(order: Pick<Order, 'passengers'>) {
  const { t } = useLingui();
  return (ref: string): string => {
    const p = order.passengers.find((x) => x.ref === ref);
    if (!p) return ref;
    const full = [p.firstName, p.lastName].filter(Boolean).join(' ');
    if (full) return full;
    const n = order.passengers.filter((x) => x.type === p.type).findIndex((x) => x.ref === ref) + 1;
    return p.type === 'adult' ? t`Adult ${n}` : p.type === 'child' ? t`Child ${n}` : t`Infant ${n}`;
  };
}

/**
 * The order's lines as the price summary lists them, in the visitor's language. The amounts are
 * the server's, untouched: the summary's total is their sum, as is the order's.
 */
function useOrderPriceLines(
  order: Order,
  serviceNames: ReadonlyMap<string, string> = new Map(),
): PriceLine[] {
  const { t } = useLingui();
  const passengerLabel = usePassengerLabel(order);
  const route = (flightRef: string) => {
    const f = order.flights.find((x) => x.flightRef === flightRef);
    return f ? `${f.origin} → ${f.destination}` : '';
  };
  const direction = (d: string) => (d === 'inbound' ? t`Return` : t`Outbound`);
  const count = (type: string) => order.passengers.filter((p) => p.type === type).length;
  return order.lines.map((line, index): PriceLine => {
    const id = `${line.kind}-${line.code}-${line.passenger}-${line.flight}-${index}`;
    if (line.kind === 'seat') {
      const seat = order.seats.find((s) => s.passengerRef === line.passenger && s.flightRef === line.flight);
      const where = route(line.flight);
      const who = passengerLabel(line.passenger);
      const number = seat?.seat ?? '';
      return { id, kind: 'seat', amount: line.amount, description: t`Seat ${number}, ${where}, ${who}` };
    }
    if (line.kind === 'extra') {
      const where = route(line.flight);
      const who = passengerLabel(line.passenger);
      const quantity = line.quantity;
      const name = serviceNames.get(line.code) ?? line.code.split('@')[0];
      return {
        id,
        kind: 'extra',
        amount: line.amount,
        description: t`${name} × ${quantity}, ${where}, ${who}`,
      };
    }
    const type = line.passenger === 'child' || line.passenger === 'infant' ? line.passenger : 'adult';
    const leg = direction(line.flight);
    const who = type === 'child' ? t`children` : type === 'infant' ? t`infants` : t`adults`;
    if (line.code === 'taxes')
      return { id, kind: 'taxes', amount: line.amount, description: t`Taxes, ${who}, ${leg}` };
    if (line.code === 'infant_fee')
      return { id, kind: 'fees', amount: line.amount, description: t`Infant fee, ${leg}` };
    if (line.code === 'fees')
      return { id, kind: 'fees', amount: line.amount, description: t`Fees, ${who}, ${leg}` };
    return {
      id,
      kind: 'fare',
      amount: line.amount,
      passengerType: type,
      count: count(type),
      description: leg,
    };
  });
}

/**
 * The order's price groups as the summary shows them (decision 120): the server's groups and
 * subtotals, each with its lines in the visitor's language.
 */
export function useOrderPriceGroups(
  order: Order,
  serviceNames: ReadonlyMap<string, string> = new Map(),
): PriceGroupView[] {
  const lines = useOrderPriceLines(order, serviceNames);
  return order.priceGroups.map((group) => ({
    id: group.kind === 'passengers' ? (group.passengerType ?? 'adult') : group.kind,
    kind: group.kind,
    passengerType: group.passengerType,
    count: group.count,
    amount: group.amount,
    lines: group.lines.flatMap((index) => (lines[index] ? [lines[index]] : [])),
  }));
}
