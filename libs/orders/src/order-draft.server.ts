import { eq, sql } from 'drizzle-orm';
import { rowsOf, schema, type Db } from '@skybook/db';
import { DomainError, type Order } from '@skybook/api-contract';
import { getHold } from '@skybook/inventory';
import { viewOrder } from './order-read.server.ts';
import type { OrderDeps } from './order-deps.ts';

const { orders } = schema;

const orderOfHold = async (db: Db, holdId: string) =>
  (await db.select({ id: orders.id }).from(orders).where(eq(orders.holdId, holdId)))[0]?.id;

/**
 * A draft order from a live hold (decision 010): its fares and passengers, once per hold. A hold
 * that is no longer active (or not the caller's) may still have its order, which is answered.
 */
export async function createOrder({ db }: OrderDeps, holdId: string, owner?: string): Promise<Order> {
  const hold = await getHold(db, holdId, owner).catch(() => null);
  if (hold?.status !== 'active') {
    const existing = await orderOfHold(db, holdId);
    if (existing) return viewOrder(db, existing, owner);
    if (!hold) throw new DomainError(404, 'errors.hold_not_found', { holdId: 'errors.not_found' });
    throw new DomainError(410, 'errors.hold_expired', { holdId: 'errors.hold_expired' });
  }
  const refs = [
    ...Array.from({ length: hold.passengers.adults }, () => 'adult' as const),
    ...Array.from({ length: hold.passengers.children }, () => 'child' as const),
    ...Array.from({ length: hold.passengers.infants }, () => 'infant' as const),
  ].map((type, i) => ({ ref: `p${i + 1}`, type }));
  const adults = refs.filter((p) => p.type === 'adult');
  let infant = 0;
  // Infants start on the laps of the adults in order; the passengers step may change that.
  const passengers = refs.map((p) => ({
    ...p,
    adultRef: p.type === 'infant' ? (adults[infant++]?.ref ?? null) : null,
  }));
  // A hold's fare lines always name their passenger type (inventory pricing.ts).
  const lines = hold.journeys.flatMap((journey) =>
    journey.lines.map((line) => ({
      code: line.code,
      passenger: line.passengerType!,
      flight: journey.direction,
      amount: line.amount,
    })),
  );
  // why: ON CONFLICT on the unique hold: two requests for one hold make one order. One statement
  // (decision 093) writes the order, its lines and passengers in list order, and its first event.
  const [created] = await rowsOf<{ id: string }>(
    db,
    sql`
    with created as (
      insert into orders (hold_id, owner_uid, currency)
      values (${holdId}::uuid, ${owner ?? null}, ${hold.total.currency})
      on conflict (hold_id) do nothing
      returning id
    ), lines as (
      insert into order_lines (order_id, kind, code, passenger, flight, amount)
      select created.id, 'fare', l.code, l.passenger, l.flight, l.amount
      from created, rows from (json_to_recordset(${JSON.stringify(lines)}::json)
        as (code text, passenger text, flight text, amount int)) with ordinality as l(code, passenger, flight, amount, n)
      order by l.n
    ), party as (
      insert into order_passengers (order_id, ref, type, adult_ref)
      select created.id, p.ref, p.type, p."adultRef"
      from created, rows from (json_to_recordset(${JSON.stringify(passengers)}::json)
        as (ref text, type text, "adultRef" text)) with ordinality as p(ref, type, "adultRef", n)
      order by p.n
    ), event as (
      insert into order_events (order_id, type, data)
      select created.id, 'created', ${JSON.stringify({ holdId, total: hold.total })}::jsonb from created
    )
    select id from created`,
  );
  // A concurrent request for the same hold made the order: answer that one.
  return viewOrder(db, created?.id ?? (await orderOfHold(db, holdId))!, owner);
}
