import { eq } from 'drizzle-orm';
import { schema } from '@skybook/db';
import { DomainError, type Order } from '@skybook/api-contract';
import { getHold } from '@skybook/inventory';
import { viewOrder } from './order-read.server.ts';
import { appendEvent } from './order-writes.server.ts';
import type { OrderDeps } from './order-deps.ts';

const { orders, orderLines, orderPassengers } = schema;

/** A draft order from a live hold (decision 010): its fares and passengers, once per hold. */
export async function createOrder({ db }: OrderDeps, holdId: string, owner?: string): Promise<Order> {
  const existing = await db.select({ id: orders.id }).from(orders).where(eq(orders.holdId, holdId));
  if (existing[0]) return viewOrder(db, existing[0].id, owner);
  const hold = await getHold(db, holdId, owner).catch(() => {
    throw new DomainError(404, 'errors.hold_not_found', { holdId: 'errors.not_found' });
  });
  if (hold.status !== 'active')
    throw new DomainError(410, 'errors.hold_expired', { holdId: 'errors.hold_expired' });
  const refs = [
    ...Array.from({ length: hold.passengers.adults }, () => 'adult' as const),
    ...Array.from({ length: hold.passengers.children }, () => 'child' as const),
    ...Array.from({ length: hold.passengers.infants }, () => 'infant' as const),
  ].map((type, i) => ({ ref: `p${i + 1}`, type }));
  const adults = refs.filter((p) => p.type === 'adult');
  const orderId = await db.transaction(async (txn) => {
    const tx = txn;
    // ON CONFLICT on the unique hold: two requests for one hold make one order.
    const [created] = await tx
      .insert(orders)
      .values({ holdId, ownerUid: owner ?? null, currency: hold.total.currency })
      .onConflictDoNothing({ target: orders.holdId })
      .returning({ id: orders.id });
    // A concurrent request for the same hold made the order: answer that one.
    if (!created) return null;
    // One statement each for lines and passengers: rows get their ids in list order.
    await tx.insert(orderLines).values(
      hold.journeys.flatMap((journey) =>
        journey.lines.map((line) => ({
          orderId: created.id,
          kind: 'fare',
          code: line.code,
          // A hold's fare lines always name their passenger type (inventory pricing.ts).
          passenger: line.passengerType!,
          flight: journey.direction,
          amount: line.amount,
        })),
      ),
    );
    let infant = 0;
    await tx.insert(orderPassengers).values(
      refs.map((p) => {
        // Infants start on the laps of the adults in order; the passengers step may change that.
        const adultRef = p.type === 'infant' ? (adults[infant++]?.ref ?? null) : null;
        return { orderId: created.id, ref: p.ref, type: p.type, adultRef };
      }),
    );
    await appendEvent(tx, created.id, 'created', { holdId, total: hold.total });
    return created.id;
  });
  if (orderId) return viewOrder(db, orderId, owner);
  const [row] = await db.select({ id: orders.id }).from(orders).where(eq(orders.holdId, holdId));
  return viewOrder(db, row!.id, owner);
}
