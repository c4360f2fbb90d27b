import { and, eq } from 'drizzle-orm';
import { schema, type Db } from '@skybook/db';
import { DomainError, PASSENGER_TYPE_IDS, type ExtrasResponse, type Order } from '@skybook/api-contract';
import { serverI18n } from '@skybook/i18n/server';
import { convertEurMinor } from '@skybook/inventory';
import { quantityRange, serviceById } from './extras-catalog.ts';
import {
  bundledUnits,
  bundleLineCode,
  bundleOfLine,
  bundleQuote,
  bundleUnavailable,
  isBundleLine,
  type BundleDefinition,
} from './extras-bundles.ts';
import { extrasOffer } from './extras-offer.ts';
import {
  assertChangeable,
  isBooked,
  journeyOf,
  loadOrder,
  microRate,
  viewOrder,
  type LoadedOrder,
} from './order-read.server.ts';
import { appendEvent, lockOrder, touchChange } from './order-writes.server.ts';
import { systemNow, type BundleItem, type ExtraItem, type OrderDeps } from './order-deps.ts';

const { orderLines } = schema;

/** A wanted extra: units above the included ones, and the price of one unit. */
interface ExtraLine {
  index: number;
  code: string;
  passenger: string;
  flight: string;
  quantity: number;
  unit: number;
}

export async function setExtras(
  { db, now = systemNow }: OrderDeps,
  orderId: string,
  selection: { items: ExtraItem[]; bundles?: BundleItem[] | undefined },
  owner?: string,
): Promise<Order> {
  const { items, bundles = [] } = selection;
  const order = await loadOrder(db, orderId, owner);
  assertChangeable(order, now());
  const rate = await microRate(db, order.currency);
  const fields: Record<string, string> = {};
  const seen = new Set<string>();
  const lines: ExtraLine[] = [];
  const chosen = chosenBundles(order, bundles, rate, fields);
  items.forEach((item, i) => {
    const at = (k: string) => `items.${i}.${k}`;
    // The catalog names a service per flight as `<id>@<flightRef>`; the bare id works too.
    const service = serviceById(item.serviceId.split('@')[0]!);
    const passenger = order.passengers.find((p) => p.ref === item.passengerRef);
    const flight = order.flights.find((f) => f.flightRef === item.flightRef);
    if (!service) fields[at('serviceId')] = 'errors.invalid_service';
    if (!passenger) fields[at('passengerRef')] = 'errors.not_found';
    if (!flight) fields[at('flightRef')] = 'errors.not_found';
    if (!service || !passenger || !flight) return;
    const key = `${service.serviceId}|${item.passengerRef}|${item.flightRef}`;
    if (seen.has(key)) fields[at('serviceId')] = 'errors.duplicate';
    seen.add(key);
    if (!service.passengerTypes.includes(PASSENGER_TYPE_IDS[passenger.type])) {
      fields[at('serviceId')] = 'errors.not_available';
      return;
    }
    const included = service.included(journeyOf(order, flight.flightRef).conditions, passenger.type);
    // Units a chosen bundle gives are part of the quantity; fewer asked are read as those
    // (choosing a bundle absorbs the same units bought one by one, decision 122).
    const bundled = bundledUnits(chosen.of(passenger.ref, flight.flightRef), service.serviceId);
    if (item.quantity < included) fields[at('quantity')] = 'errors.below_included';
    else if (item.quantity > quantityRange(included, 0, service.maxQuantity).max)
      fields[at('quantity')] = 'errors.out_of_range';
    else if (item.quantity > included + bundled)
      lines.push({
        index: i,
        code: service.serviceId,
        passenger: passenger.ref,
        flight: flight.flightRef,
        quantity: item.quantity - included - bundled,
        unit: convertEurMinor(service.priceEur, rate),
      });
  });
  if (Object.keys(fields).length > 0) throw new DomainError(400, 'errors.validation', fields);
  if (order.status === 'HELD') {
    await db.transaction(async (txn) => {
      const tx = txn;
      if ((await lockOrder(tx, orderId)) !== 'HELD') throw new DomainError(409, 'errors.order_not_editable');
      await tx.delete(orderLines).where(and(eq(orderLines.orderId, orderId), eq(orderLines.kind, 'extra')));
      const inserted = [
        ...lines.map(({ code, passenger, flight, quantity, unit }) => ({
          code,
          passenger,
          flight,
          quantity,
          amount: unit * quantity,
        })),
        ...chosen.lines,
      ];
      for (const l of inserted) {
        await tx.insert(orderLines).values({ orderId, kind: 'extra', ...l });
      }
      await appendEvent(tx, orderId, 'extras_set', { lines: inserted });
    });
  } else {
    await changeExtras(db, order, lines);
  }
  return viewOrder(db, orderId, owner);
}

/** A bundle's order line: one per passenger and flight, at the bundle's price. */
interface BundleLine {
  code: string;
  passenger: string;
  flight: string;
  quantity: number;
  amount: number;
}

/**
 * The bundles asked for, checked (decision 122): each known, for a passenger and flight of the
 * order, at most one per passenger and flight, and one the passenger may have (type, what the
 * fare includes, maximum units). A booked order keeps exactly the bundles it paid for: none is
 * added or dropped after booking. Breaches go into `fields` as `bundles.<i>.<field>`.
 */
function chosenBundles(
  order: LoadedOrder,
  asked: readonly BundleItem[],
  rate: number,
  fields: Record<string, string>,
) {
  const byKey = new Map<string, BundleDefinition>();
  const lines: BundleLine[] = [];
  asked.forEach((item, i) => {
    const at = (k: string) => `bundles.${i}.${k}`;
    const bundle = bundleOfLine(item.bundleId.split('@')[0]!);
    const passenger = order.passengers.find((p) => p.ref === item.passengerRef);
    const flight = order.flights.find((f) => f.flightRef === item.flightRef);
    if (!bundle) fields[at('bundleId')] = 'errors.invalid_service';
    if (!passenger) fields[at('passengerRef')] = 'errors.not_found';
    if (!flight) fields[at('flightRef')] = 'errors.not_found';
    if (!bundle || !passenger || !flight) return;
    const key = `${passenger.ref}|${flight.flightRef}`;
    if (byKey.has(key)) fields[at('bundleId')] = 'errors.one_bundle';
    const unavailable = bundleUnavailable(
      bundle,
      passenger.type,
      journeyOf(order, flight.flightRef).conditions,
    );
    if (unavailable) fields[at('bundleId')] = unavailable;
    byKey.set(key, bundle);
    lines.push({
      code: bundleLineCode(bundle.bundleId),
      passenger: passenger.ref,
      flight: flight.flightRef,
      quantity: 1,
      amount: bundleQuote(bundle, rate).price,
    });
  });
  if (order.status !== 'HELD') {
    const paid = order.lines
      .filter((l) => l.kind === 'extra' && isBundleLine(l.code))
      .map((l) => `${l.code}|${l.passenger}|${l.flight}`)
      .sort();
    const kept = lines.map((l) => `${l.code}|${l.passenger}|${l.flight}`).sort();
    if (paid.join() !== kept.join()) fields['bundles'] = 'errors.bundle_not_after_booking';
  }
  return {
    lines,
    of: (passenger: string, flight: string) => {
      const bundle = byKey.get(`${passenger}|${flight}`);
      return bundle ? [bundle] : [];
    },
  };
}

/**
 * Extras of a booked order (decision 044): what was paid stays; units above it become pending
 * lines, paid through `pay`. The selection is still the whole one, so it may not drop a paid unit.
 */
async function changeExtras(db: Db, order: LoadedOrder, wanted: ExtraLine[]) {
  const booked = new Map<string, number>();
  for (const l of order.lines)
    // A paid bundle stays as it is (chosenBundles required it): only units bought one by one change.
    if (l.kind === 'extra' && !l.pending && !isBundleLine(l.code)) {
      const key = `${l.code}|${l.passenger}|${l.flight}`;
      booked.set(key, (booked.get(key) ?? 0) + l.quantity);
    }
  const fields: Record<string, string> = {};
  const pending: Array<Omit<ExtraLine, 'index' | 'unit'> & { amount: number }> = [];
  for (const [key, quantity] of booked) {
    const line = wanted.find((w) => `${w.code}|${w.passenger}|${w.flight}` === key);
    if (!line) fields['items'] = 'errors.below_booked';
    else if (line.quantity < quantity) fields[`items.${line.index}.quantity`] = 'errors.below_booked';
  }
  if (Object.keys(fields).length > 0) throw new DomainError(400, 'errors.validation', fields);
  for (const w of wanted) {
    const more = w.quantity - (booked.get(`${w.code}|${w.passenger}|${w.flight}`) ?? 0);
    if (more > 0)
      pending.push({
        code: w.code,
        passenger: w.passenger,
        flight: w.flight,
        quantity: more,
        amount: w.unit * more,
      });
  }
  await db.transaction(async (txn) => {
    const tx = txn;
    if (!isBooked(await lockOrder(tx, order.orderId)))
      throw new DomainError(409, 'errors.order_not_editable');
    await touchChange(tx, order.orderId);
    await tx
      .delete(orderLines)
      .where(
        and(
          eq(orderLines.orderId, order.orderId),
          eq(orderLines.kind, 'extra'),
          eq(orderLines.pending, true),
        ),
      );
    for (const l of pending) {
      await tx.insert(orderLines).values({ orderId: order.orderId, kind: 'extra', ...l, pending: true });
    }
    await appendEvent(tx, order.orderId, 'change_extras', { lines: pending });
  });
}

/** What the extras step shows: every service per flight, with each passenger's current count. */
export async function extrasCatalog(
  { db }: OrderDeps,
  orderId: string,
  language: 'en' | 'es' | 'pt',
  owner?: string,
): Promise<ExtrasResponse> {
  const order = await loadOrder(db, orderId, owner);
  const rate = await microRate(db, order.currency);
  return extrasOffer(
    order,
    rate,
    await serverI18n(language),
    (flightRef) => journeyOf(order, flightRef).conditions,
  );
}
