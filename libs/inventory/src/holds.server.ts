import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '@skybook/db';
import type { FareFamily, HeldJourney, Hold, SeatCategory } from '@skybook/api-contract';
import { InventoryError } from './inventory-error.ts';
import { verifyOffer, type OfferSnapshot } from './offer-token.server.ts';
import { sumLines } from './pricing.ts';
import { rowsOf } from './sql-rows.server.ts';

export interface HoldContext {
  db: Db;
  offerSecret: string;
  /** Still accepted while offers signed before a rotation expire. */
  previousOfferSecret?: string | undefined;
  now: Date;
  holdTtlMs: number;
}

/** What a hold stores: everything the client was shown, frozen. */
type HoldSnapshot = Pick<Hold, 'total' | 'passengers' | 'journeys'>;

class SoldOut extends Error {}

/** Deadlocks and serialization failures are PostgreSQL's way of asking for another try. */
function isRetryable(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (code === '40P01' || code === '40001') return true;
  }
  return false;
}

async function withRetry<T>(work: () => Promise<T>, attempts = 5): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= attempts || !isRetryable(error)) throw error;
      await new Promise((r) => setTimeout(r, 5 * attempt + Math.random() * 20));
    }
  }
}

/**
 * Takes `seats` on one flight, or nothing. One statement: it first frees the seats of this
 * flight's expired holds, then raises `held` only if capacity − sold − held (after freeing)
 * still covers the request. Under concurrency the row lock serialises claimers, and each
 * re-checks the condition against the latest row, so sold + held never passes capacity
 * (the CHECK constraint would refuse it anyway).
 */
const claimSeats = (flightId: number, seats: number) => sql`
  with freed as (
    update hold_segments set released_at = now()
    where dated_flight_id = ${flightId} and released_at is null and expires_at <= now()
    returning seats
  ), f as (select coalesce(sum(seats), 0)::int as n from freed)
  update flight_inventory fi set held = fi.held - f.n + ${seats}
  from f
  where fi.dated_flight_id = ${flightId} and fi.capacity - fi.sold - fi.held + f.n >= ${seats}
  returning fi.dated_flight_id`;

interface FlightRow {
  id: number;
  flight_number: string;
  origin: string;
  destination: string;
  departure_ms: number;
  departure_time_zone: string;
  arrival_ms: number;
  arrival_time_zone: string;
  aircraft: string;
}

async function flightsById(db: Db, ids: number[]): Promise<Map<number, FlightRow>> {
  const rows = await rowsOf<FlightRow>(
    db,
    sql`
    select df.id, df.flight_number, df.origin, df.destination,
      (extract(epoch from df.departure_utc) * 1000)::float8 as departure_ms, df.departure_time_zone,
      (extract(epoch from df.arrival_utc) * 1000)::float8 as arrival_ms, df.arrival_time_zone, ac.name as aircraft
    from dated_flights df join aircraft_types ac on ac.code = df.aircraft_code
    where df.id in ${ids}`,
  );
  return new Map(rows.map((r) => [r.id, r]));
}

function verifyAll(ctx: HoldContext, offerIds: readonly string[]): OfferSnapshot[] {
  const offers: OfferSnapshot[] = [];
  for (const [i, token] of offerIds.entries()) {
    const result = verifyOffer(
      token,
      ctx.previousOfferSecret ? [ctx.offerSecret, ctx.previousOfferSecret] : ctx.offerSecret,
      ctx.now,
    );
    if (!result.ok && result.reason === 'expired')
      throw new InventoryError(410, 'errors.offer_expired', { [`offerIds.${i}`]: 'errors.offer_expired' });
    if (!result.ok)
      throw new InventoryError(400, 'errors.validation', { [`offerIds.${i}`]: 'errors.invalid_offer' });
    offers.push(result.offer);
  }
  const [first, second] = offers as [OfferSnapshot, OfferSnapshot | undefined];
  if (second) {
    const sameParty =
      JSON.stringify(first.party) === JSON.stringify(second.party) && first.currency === second.currency;
    if (!sameParty || first.direction === second.direction) {
      throw new InventoryError(400, 'errors.validation', { 'offerIds.1': 'errors.offers_mismatch' });
    }
  }
  return offers.sort((a, b) => (a.direction === b.direction ? 0 : a.direction === 'outbound' ? -1 : 1));
}

function snapshotOf(offers: OfferSnapshot[], flights: Map<number, FlightRow>): HoldSnapshot {
  const currency = offers[0]!.currency;
  const journeys = offers.map((o): HeldJourney => {
    const segments = o.flights.map((id) => {
      const f = flights.get(id)!;
      return {
        flightNumber: f.flight_number,
        origin: f.origin,
        destination: f.destination,
        departureUtc: new Date(f.departure_ms).toISOString(),
        departureTimeZone: f.departure_time_zone,
        arrivalUtc: new Date(f.arrival_ms).toISOString(),
        arrivalTimeZone: f.arrival_time_zone,
        aircraft: f.aircraft,
      };
    });
    return {
      direction: o.direction,
      segments,
      durationMinutes: Math.round(
        (Date.parse(segments.at(-1)!.arrivalUtc) - Date.parse(segments[0]!.departureUtc)) / 60_000,
      ),
      family: o.family as FareFamily,
      total: { amount: o.total, currency },
      lines: o.lines,
      conditions: {
        ...o.conditions,
        seatCategory: o.conditions.seatCategory as SeatCategory,
        changeFee: o.conditions.changeFee === null ? null : { amount: o.conditions.changeFee, currency },
      },
    };
  });
  return {
    total: { amount: sumLines(journeys.map((j) => j.total)), currency },
    passengers: offers[0]!.party,
    journeys,
  };
}

interface HoldRow {
  id: string;
  expires_ms: number;
  end_reason: 'released' | 'expired' | 'sold' | 'cancelled' | null;
  lapsed: boolean;
  snapshot: HoldSnapshot | string;
}

const holdColumns = sql`id, (extract(epoch from expires_at) * 1000)::float8 as expires_ms, end_reason, (expires_at <= now()) as lapsed, snapshot`;

function toHold(row: HoldRow): Hold {
  const snapshot =
    typeof row.snapshot === 'string' ? (JSON.parse(row.snapshot) as HoldSnapshot) : row.snapshot;
  const status =
    row.end_reason === 'cancelled'
      ? 'released'
      : row.end_reason === 'released' || row.end_reason === 'sold'
        ? row.end_reason
        : row.end_reason === 'expired' || row.lapsed
          ? 'expired'
          : 'active';
  return { holdId: row.id, status, expiresAt: new Date(row.expires_ms).toISOString(), ...snapshot };
}

async function holdByKey(db: Db, key: string): Promise<Hold | null> {
  const [row] = await rowsOf<HoldRow>(
    db,
    sql`select ${holdColumns} from holds where idempotency_key = ${key}`,
  );
  return row ? toHold(row) : null;
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
  // A repeat answers the hold it made, even once its offers have expired.
  const existing = await holdByKey(ctx.db, key);
  if (existing) return existing;
  const offers = verifyAll(ctx, input.offerIds);

  const flightIds = [...new Set(offers.flatMap((o) => o.flights))].sort((a, b) => a - b);
  const flights = await flightsById(ctx.db, flightIds);
  if (flightIds.some((id) => !flights.has(id)))
    throw new InventoryError(400, 'errors.validation', { offerIds: 'errors.invalid_offer' });
  if (flightIds.some((id) => flights.get(id)!.departure_ms <= ctx.now.getTime()))
    throw new InventoryError(410, 'errors.offer_expired');

  const party = offers[0]!.party;
  const seats = party.adults + party.children;
  const snapshot = snapshotOf(offers, flights);
  const expiresAt = new Date(ctx.now.getTime() + ctx.holdTtlMs).toISOString();

  const created = await withRetry(() =>
    ctx.db
      .transaction(async (txn) => {
        const tx = txn as unknown as Db;
        const [hold] = await rowsOf<{ id: string }>(
          tx,
          sql`
          insert into holds (idempotency_key, seats, expires_at, snapshot, owner_uid)
          values (${key}, ${seats}, ${expiresAt}::timestamptz, ${JSON.stringify(snapshot)}::jsonb, ${input.ownerUid ?? null})
          on conflict (idempotency_key) do nothing
          returning id`,
        );
        // A concurrent request with the same key won: answer its hold.
        if (!hold) return null;
        // Flights in id order, so two holds never wait on each other's rows in a cycle.
        for (const flightId of flightIds) {
          const claimed = await rowsOf(tx, claimSeats(flightId, seats));
          if (claimed.length === 0) throw new SoldOut();
        }
        await tx.execute(sql`
          insert into hold_segments (hold_id, dated_flight_id, seats, expires_at)
          select ${hold.id}::uuid, f, ${seats}, ${expiresAt}::timestamptz from unnest(${`{${flightIds.join(',')}}`}::int[]) as f`);
        return hold.id;
      })
      .catch((error: unknown) => {
        if (error instanceof SoldOut) throw new InventoryError(409, 'errors.sold_out');
        throw error;
      }),
  );
  const hold = await holdByKey(ctx.db, key);
  if (!hold || (created !== null && hold.holdId !== created)) throw new Error('hold vanished after commit');
  return hold;
}

/**
 * A hold as its owner sees it (decision 018): a hold taken by a user is found only for that user
 * (anyone else gets the same 404 as for no hold), so a leaked hold id is not a capability. Holds
 * taken with no identity have no owner.
 */
export async function getHold(db: Db, holdId: string, ownerUid?: string | undefined): Promise<Hold> {
  const [row] = await rowsOf<HoldRow>(
    db,
    sql`select ${holdColumns} from holds
    where id = ${holdId}::uuid and (owner_uid is null or owner_uid = ${ownerUid ?? null})`,
  );
  if (!row) throw new InventoryError(404, 'errors.hold_not_found', { holdId: 'errors.not_found' });
  return toHold(row);
}

/** Gives the seats back. Safe to repeat; a hold that had lapsed stays marked expired. */
export async function releaseHold(
  db: Db,
  holdId: string,
  ownerUid?: string | undefined,
): Promise<{ released: true }> {
  // Sold seats belong to a confirmed order: only cancelling the order may give them back.
  if ((await getHold(db, holdId, ownerUid)).status === 'sold')
    throw new InventoryError(409, 'errors.hold_sold');
  await withRetry(() =>
    db.transaction(async (txn) => {
      const tx = txn as unknown as Db;
      await tx.execute(sql`
        update holds set released_at = now(),
          end_reason = case when expires_at <= now() then 'expired' else 'released' end
        where id = ${holdId}::uuid and released_at is null`);
      await tx.execute(sql`
        with freed as (
          update hold_segments set released_at = now()
          where hold_id = ${holdId}::uuid and released_at is null
          returning dated_flight_id, seats
        )
        update flight_inventory fi set held = fi.held - freed.seats
        from freed where fi.dated_flight_id = freed.dated_flight_id`);
    }),
  );
  return { released: true };
}

/** The sweeper's pass: returns every expired hold's seats and marks those holds expired. */
export async function sweepExpiredHolds(db: Db): Promise<{ holds: number }> {
  return withRetry(() =>
    db.transaction(async (txn) => {
      const tx = txn as unknown as Db;
      await tx.execute(sql`
        with freed as (
          update hold_segments set released_at = now()
          where released_at is null and expires_at <= now()
          returning dated_flight_id, seats
        ), per_flight as (select dated_flight_id, sum(seats)::int as n from freed group by dated_flight_id)
        update flight_inventory fi set held = fi.held - per_flight.n
        from per_flight where fi.dated_flight_id = per_flight.dated_flight_id`);
      const ended = await rowsOf<{ id: string }>(
        tx,
        sql`
        update holds set released_at = now(), end_reason = 'expired'
        where released_at is null and expires_at <= now()
        returning id`,
      );
      return { holds: ended.length };
    }),
  );
}

/**
 * Turns an active hold's seats into sold ones: `held` down and `sold` up by the same count on
 * each flight. Pass the caller's transaction so the sale commits with the order's confirmation.
 * Returns false (and changes nothing the caller should keep) when the hold is no longer active.
 */
export async function confirmHold(tx: Db, holdId: string): Promise<boolean> {
  const [hold] = await rowsOf<{ id: string }>(
    tx,
    sql`
    update holds set released_at = now(), end_reason = 'sold'
    where id = ${holdId}::uuid and released_at is null and expires_at > now()
    returning id`,
  );
  if (!hold) return false;
  // A claimer that saw this hold lapse may have freed a segment already: then it is not ours to sell.
  const sold = await rowsOf<{ dated_flight_id: number }>(
    tx,
    sql`
    with sold as (
      update hold_segments set released_at = now()
      where hold_id = ${holdId}::uuid and released_at is null
      returning dated_flight_id, seats
    )
    update flight_inventory fi set held = fi.held - sold.seats, sold = fi.sold + sold.seats
    from sold where fi.dated_flight_id = sold.dated_flight_id
    returning fi.dated_flight_id`,
  );
  const [segments] = await rowsOf<{ n: number }>(
    tx,
    sql`select count(*)::int as n from hold_segments where hold_id = ${holdId}::uuid`,
  );
  return sold.length === segments!.n;
}

/**
 * A sold hold whose order was cancelled: its seats go back on sale (`sold` down on each flight)
 * and it ends as `cancelled`. Only the first call changes anything; pass the order's transaction.
 */
export async function releaseSoldHold(tx: Db, holdId: string): Promise<boolean> {
  const [hold] = await rowsOf<{ id: string }>(
    tx,
    sql`update holds set end_reason = 'cancelled' where id = ${holdId}::uuid and end_reason = 'sold' returning id`,
  );
  if (!hold) return false;
  await tx.execute(sql`
    update flight_inventory fi set sold = fi.sold - hs.seats
    from hold_segments hs where hs.hold_id = ${holdId}::uuid and fi.dated_flight_id = hs.dated_flight_id`);
  return true;
}
