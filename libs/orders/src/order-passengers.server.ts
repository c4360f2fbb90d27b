import { sql } from 'drizzle-orm';
import { DomainError, type Order, type PassengersData } from '@skybook/api-contract';
import { localDate } from '@skybook/inventory';
import { assertEditable, loadOrder, publicOrder } from './order-read.server.ts';
import type { OrderDeps } from './order-deps.ts';
import { exitSeatsOf } from './booking-rules.server.ts';
import { seatViolations } from './seat-rules.ts';

/**
 * Names the party and sets the contact of a HELD order. Everything is checked under the order's
 * lock, taken by the read itself, and the answer is that read with the new details: nothing
 * another request did can come between (decision 093).
 */
export async function setPassengers(
  { db }: OrderDeps,
  orderId: string,
  details: PassengersData,
  owner?: string,
): Promise<Order> {
  return db.transaction(async (txn) => {
    const tx = txn;
    const order = await loadOrder(tx, orderId, owner, { lock: true });
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
    // Whose lap an infant is on decides who may keep an exit-row seat: checked under the
    // order's lock against the seats as they are now, so a seat held meanwhile is seen too.
    const lapOf = new Map(
      details.passengers.flatMap((d) => (d.type === 'infant' ? [[d.id, d.adultId]] : [])),
    );
    const laps = order.passengers.map((p) => ({ ...p, adultRef: lapOf.get(p.ref) ?? p.adultRef }));
    const exits = await exitSeatsOf(tx, order);
    const barred = seatViolations(laps, order.seats, (f, seat) => exits.has(`${f}:${seat}`));
    if (barred.length > 0) {
      const fields: Record<string, string> = {};
      details.passengers.forEach((d, i) => {
        if (d.type === 'infant' && barred.some((b) => b.passengerRef === d.adultId))
          fields[`details.passengers.${i}.adultId`] = 'errors.exit_row_infant';
      });
      throw new DomainError(409, 'errors.exit_row_infant', fields, { seats: barred });
    }
    const named = details.passengers.map((p) => ({
      ref: p.id,
      firstName: p.firstName,
      lastName: p.lastName,
      ticketFirstName: p.ticketFirstName,
      ticketLastName: p.ticketLastName,
      dateOfBirth: p.type === 'adult' ? null : p.dateOfBirth,
      adultRef: p.type === 'infant' ? p.adultId : null,
    }));
    // why: one statement (decision 093) names the whole party, stores the contact and logs the event.
    await tx.execute(sql`
      with named as (
        update order_passengers p set first_name = n."firstName", last_name = n."lastName",
          ticket_first_name = n."ticketFirstName", ticket_last_name = n."ticketLastName",
          date_of_birth = n."dateOfBirth", adult_ref = n."adultRef"
        from json_to_recordset(${JSON.stringify(named)}::json) as n(ref text, "firstName" text,
          "lastName" text, "ticketFirstName" text, "ticketLastName" text, "dateOfBirth" text, "adultRef" text)
        where p.order_id = ${orderId}::uuid and p.ref = n.ref
      ), event as (
        insert into order_events (order_id, type, data)
        values (${orderId}::uuid, 'passengers_set', ${JSON.stringify({ count: details.passengers.length })}::jsonb)
      )
      update orders set contact = ${JSON.stringify(details.contact)}::jsonb where id = ${orderId}::uuid`);
    const byRef = new Map(named.map((n) => [n.ref, n]));
    return publicOrder({
      ...order,
      passengers: order.passengers.map((p) => {
        const { ref: _ref, ...set } = byRef.get(p.ref)!;
        return { ...p, ...set };
      }),
      contact: details.contact,
      contactEmail: details.contact.email,
    });
  });
}
