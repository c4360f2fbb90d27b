import { and, eq } from 'drizzle-orm';
import { schema } from '@skybook/db';
import { DomainError, type Order, type PassengersData } from '@skybook/api-contract';
import { localDate } from '@skybook/inventory';
import { assertEditable, loadOrder, viewOrder } from './order-read.server.ts';
import { appendEvent, lockOrder } from './order-writes.server.ts';
import type { OrderDeps } from './order-deps.ts';
import { exitSeatsOf } from './booking-rules.server.ts';
import { seatViolations } from './seat-rules.ts';

const { orders, orderPassengers } = schema;

export async function setPassengers(
  { db }: OrderDeps,
  orderId: string,
  details: PassengersData,
  owner?: string,
): Promise<Order> {
  const order = await loadOrder(db, orderId, owner);
  assertEditable(order);
  const first = order.flights[0]!;
  if (details.departureDate !== localDate(new Date(first.departureUtc), first.departureTimeZone))
    throw new DomainError(400, 'errors.validation', {
      'details.departureDate': 'errors.departure_mismatch',
    });
  const expected = order.passengers.map((p) => `${p.ref}:${p.type}`).sort();
  const given = details.passengers.map((p) => `${p.id}:${p.type}`).sort();
  if (JSON.stringify(expected) !== JSON.stringify(given))
    throw new DomainError(400, 'errors.validation', { 'details.passengers': 'errors.passengers_mismatch' });
  await db.transaction(async (txn) => {
    const tx = txn;
    if ((await lockOrder(tx, orderId)) !== 'HELD') throw new DomainError(409, 'errors.order_not_editable');
    // Whose lap an infant is on decides who may keep an exit-row seat: checked under the
    // order's lock against the seats as they are now, so a seat held meanwhile is seen too.
    const locked = await loadOrder(tx, orderId, owner);
    const lapOf = new Map(
      details.passengers.flatMap((d) => (d.type === 'infant' ? [[d.id, d.adultId]] : [])),
    );
    const laps = locked.passengers.map((p) => ({ ...p, adultRef: lapOf.get(p.ref) ?? p.adultRef }));
    const exits = await exitSeatsOf(tx, locked);
    const barred = seatViolations(laps, locked.seats, (f, seat) => exits.has(`${f}:${seat}`));
    if (barred.length > 0) {
      const fields: Record<string, string> = {};
      details.passengers.forEach((d, i) => {
        if (d.type === 'infant' && barred.some((b) => b.passengerRef === d.adultId))
          fields[`details.passengers.${i}.adultId`] = 'errors.exit_row_infant';
      });
      throw new DomainError(409, 'errors.exit_row_infant', fields, { seats: barred });
    }
    for (const p of details.passengers) {
      const dateOfBirth = p.type === 'adult' ? null : p.dateOfBirth;
      const adultRef = p.type === 'infant' ? p.adultId : null;
      await tx
        .update(orderPassengers)
        .set({
          firstName: p.firstName,
          lastName: p.lastName,
          ticketFirstName: p.ticketFirstName,
          ticketLastName: p.ticketLastName,
          dateOfBirth,
          adultRef,
        })
        .where(and(eq(orderPassengers.orderId, orderId), eq(orderPassengers.ref, p.id)));
    }
    await tx.update(orders).set({ contact: details.contact }).where(eq(orders.id, orderId));
    await appendEvent(tx, orderId, 'passengers_set', { count: details.passengers.length });
  });
  return viewOrder(db, orderId, owner);
}
