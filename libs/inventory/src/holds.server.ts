import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '@skybook/db';
import { DomainError } from '@skybook/api-contract';
import { getHold } from './hold-read.server.ts';
import { withRetry } from './hold-retry.server.ts';

export { createHold } from './hold-create.server.ts';
export { getHold } from './hold-read.server.ts';

/** Gives the seats back. Safe to repeat; a hold that had lapsed stays marked expired. */
export async function releaseHold(
  db: Db,
  holdId: string,
  ownerUid?: string | undefined,
): Promise<{ released: true }> {
  // Sold seats belong to a confirmed order: only cancelling the order may give them back.
  if ((await getHold(db, holdId, ownerUid)).status === 'sold') throw new DomainError(409, 'errors.hold_sold');
  await withRetry(() =>
    db.transaction(async (txn) => {
      const tx: Db = txn;
      // why: conditional UPDATE (released_at is null): a hold is released once however many calls race.
      await tx.execute(sql`
        update holds set released_at = now(),
          end_reason = case when expires_at <= now() then 'expired' else 'released' end
        where id = ${holdId}::uuid and released_at is null`);
      // why: one statement frees the segments and lowers held, so a racing sweeper or claimer never frees them twice.
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
      const tx: Db = txn;
      // why: one statement frees lapsed segments and lowers held, so racing claimers never free them twice.
      await tx.execute(sql`
        with freed as (
          update hold_segments set released_at = now()
          where released_at is null and expires_at <= now()
          returning dated_flight_id, seats
        ), per_flight as (select dated_flight_id, sum(seats)::int as n from freed group by dated_flight_id)
        update flight_inventory fi set held = fi.held - per_flight.n
        from per_flight where fi.dated_flight_id = per_flight.dated_flight_id`);
      // why: conditional UPDATE (released_at is null): each lapsed hold is ended once.
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
 * Returns false (and changes nothing the caller should keep) when the hold is no longer active,
 * or when fewer than `segments` (the hold's flights) could be sold.
 */
export async function confirmHold(tx: Db, holdId: string, segments: number): Promise<boolean> {
  // why: one statement (decision 093). The conditional UPDATE (active, not lapsed) sells a hold at
  // most once; then held moves to sold only for segments no claimer freed meanwhile (a claimer
  // that saw this hold lapse may have freed one already: then it is not ours to sell).
  const [row] = await rowsOf<{ hold: number; sold: number }>(
    tx,
    sql`
    with hold as (
      update holds set released_at = now(), end_reason = 'sold'
      where id = ${holdId}::uuid and released_at is null and expires_at > now()
      returning id
    ), sold as (
      update hold_segments set released_at = now()
      where hold_id in (select id from hold) and released_at is null
      returning dated_flight_id, seats
    ), moved as (
      update flight_inventory fi set held = fi.held - sold.seats, sold = fi.sold + sold.seats
      from sold where fi.dated_flight_id = sold.dated_flight_id
      returning fi.dated_flight_id
    )
    select (select count(*) from hold)::int as hold, (select count(*) from moved)::int as sold`,
  );
  return row!.hold === 1 && row!.sold === segments;
}

/**
 * A sold hold whose order was cancelled: its seats go back on sale (`sold` down on each flight)
 * and it ends as `cancelled`. Only the first call changes anything; pass the order's transaction.
 */
export async function releaseSoldHold(tx: Db, holdId: string): Promise<boolean> {
  // why: conditional UPDATE (end_reason = sold): the seats go back on sale once.
  const [hold] = await rowsOf<{ id: string }>(
    tx,
    sql`update holds set end_reason = 'cancelled' where id = ${holdId}::uuid and end_reason = 'sold' returning id`,
  );
  if (!hold) return false;
  // why: in-place sold - seats per flight: concurrent changes to the row are never lost.
  await tx.execute(sql`
    update flight_inventory fi set sold = fi.sold - hs.seats
    from hold_segments hs where hs.hold_id = ${holdId}::uuid and fi.dated_flight_id = hs.dated_flight_id`);
  return true;
}
