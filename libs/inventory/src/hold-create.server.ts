import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '@skybook/db';
import { DomainError, type Hold } from '@skybook/api-contract';
import { rememberHoldFlights, selectFlightsById } from './flight-rows.server.ts';
import { snapshotOf, verifyAll } from './hold-offers.server.ts';
import { holdByKey } from './hold-read.server.ts';
import { withRetry } from './hold-retry.server.ts';

export interface HoldContext {
  db: Db;
  offerSecret: string;
  /** Still accepted while offers signed before a rotation expire. */
  previousOfferSecret?: string | undefined;
  now: Date;
  holdTtlMs: number;
}

class SoldOut extends Error {}

/**
 * Takes `seats` on one flight for `holdId`, or nothing. One statement: it first frees the seats of
 * this flight's expired holds, then raises `held` only if capacity − sold − held (after freeing)
 * still covers the request, and records the hold's segment on that flight only then. Under
 * concurrency the row lock serialises claimers, and each re-checks the condition against the
 * latest row, so sold + held never passes capacity (the CHECK constraint would refuse it anyway).
 */
const claimSeats = (holdId: string, flightId: number, seats: number, expiresAt: string) => sql`
  with freed as (
    update hold_segments set released_at = now()
    where dated_flight_id = ${flightId} and released_at is null and expires_at <= now()
    returning seats
  ), f as (select coalesce(sum(seats), 0)::int as n from freed),
  claimed as (
    update flight_inventory fi set held = fi.held - f.n + ${seats}
    from f
    where fi.dated_flight_id = ${flightId} and fi.capacity - fi.sold - fi.held + f.n >= ${seats}
    returning fi.dated_flight_id
  )
  insert into hold_segments (hold_id, dated_flight_id, seats, expires_at)
  select ${holdId}::uuid, dated_flight_id, ${seats}, ${expiresAt}::timestamptz from claimed
  returning dated_flight_id`;

/** The offers checked and their flights read (once per process: dated flights never change). */
async function checkOffers(ctx: HoldContext, offerIds: string[]) {
  const offers = verifyAll(ctx, offerIds);
  const flightIds = [...new Set(offers.flatMap((o) => o.flights))].sort((a, b) => a - b);
  const flights = await selectFlightsById(ctx.db, flightIds);
  if (flightIds.some((id) => !flights.has(id)))
    throw new DomainError(400, 'errors.validation', { offerIds: 'errors.invalid_offer' });
  if (flightIds.some((id) => flights.get(id)!.departureUtc.getTime() <= ctx.now.getTime()))
    throw new DomainError(410, 'errors.offer_expired');
  return { offers, flightIds, flights };
}

/**
 * Holds the seats of 1–2 offers (outbound, inbound) for the whole party, all or nothing.
 * The same idempotency key (by default, derived from the offers) always answers the same hold.
 */
export async function createHold(
  ctx: HoldContext,
  input: { offerIds: string[]; idempotencyKey?: string | undefined; ownerUid?: string | undefined },
): Promise<Hold> {
  // Keys are the owner's: another caller repeating them gets a hold of their own, never this one.
  const owner = input.ownerUid ?? '';
  const key = input.idempotencyKey
    ? `client:${owner}:${input.idempotencyKey}`
    : `offers:${owner}:${createHash('sha256').update(input.offerIds.join('\n')).digest('base64url')}`;
  const checked = await checkOffers(ctx, input.offerIds).catch(async (error: unknown) => {
    // A repeat answers the hold it made, even once its offers have expired.
    const existing = error instanceof DomainError ? await holdByKey(ctx.db, key) : null;
    if (existing) return existing;
    throw error;
  });
  if ('holdId' in checked) return checked;
  const { offers, flightIds, flights } = checked;

  const party = offers[0]!.party;
  const seats = party.adults + party.children;
  const snapshot = snapshotOf(offers, flights);
  const expiresAt = new Date(ctx.now.getTime() + ctx.holdTtlMs).toISOString();

  const created = await withRetry(() =>
    ctx.db
      .transaction(async (txn) => {
        const tx: Db = txn;
        // why: ON CONFLICT (idempotency_key) DO NOTHING: racing requests with one key make one hold.
        const [hold] = await rowsOf<{ id: string }>(
          tx,
          sql`
          insert into holds (idempotency_key, seats, expires_at, snapshot, owner_uid)
          values (${key}, ${seats}, ${expiresAt}::timestamptz, ${JSON.stringify(snapshot)}::jsonb, ${input.ownerUid ?? null})
          on conflict (idempotency_key) do nothing
          returning id`,
        );
        // A repeat, or a concurrent request with the same key won: answer its hold.
        if (!hold) return null;
        // Flights in id order, so two holds never wait on each other's rows in a cycle.
        for (const flightId of flightIds) {
          // why: conditional UPDATE under the flight_inventory row lock (claimSeats): sold + held never passes capacity.
          const claimed = await rowsOf(tx, claimSeats(hold.id, flightId, seats, expiresAt));
          if (claimed.length === 0) throw new SoldOut();
        }
        return hold.id;
      })
      .catch((error: unknown) => {
        if (error instanceof SoldOut) throw new DomainError(409, 'errors.sold_out');
        throw error;
      }),
  );
  if (created !== null) {
    // What the transaction wrote, without reading it back (decision 093).
    rememberHoldFlights(
      created,
      flightIds
        .map((id) => flights.get(id)!)
        .sort((a, b) => a.departureUtc.getTime() - b.departureUtc.getTime()),
    );
    return { holdId: created, status: 'active', expiresAt, ...snapshot };
  }
  const hold = await holdByKey(ctx.db, key);
  if (!hold) throw new Error('hold vanished after commit');
  return hold;
}
