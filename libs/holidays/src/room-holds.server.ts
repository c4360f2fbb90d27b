import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '@skybook/db';
import { DomainError } from '@skybook/api-contract';
import { withRetry } from '@skybook/inventory';

/** Gives a hold's rooms back. Safe to repeat; a hold that had lapsed stays marked expired. */
export async function releaseRoomHold(
  db: Db,
  holdId: string,
  ownerUid?: string | undefined,
): Promise<{ released: true }> {
  const [hold] = await rowsOf<{ end_reason: string | null; owner_uid: string | null }>(
    db,
    sql`select end_reason, owner_uid from room_holds where id = ${holdId}::uuid`,
  );
  // Someone else's hold answers as no hold at all (decision 052).
  if (!hold || (hold.owner_uid !== null && hold.owner_uid !== (ownerUid ?? null)))
    throw new DomainError(404, 'errors.hold_not_found', { holdId: 'errors.not_found' });
  // Sold rooms belong to a confirmed booking: only cancelling it may give them back.
  if (hold.end_reason === 'sold') throw new DomainError(409, 'errors.hold_sold');
  await withRetry(() =>
    db.transaction(async (txn) => {
      const tx: Db = txn;
      // why: conditional UPDATE (released_at is null): a hold is ended once however many calls race.
      await tx.execute(sql`
        update room_holds set released_at = now(),
          end_reason = case when expires_at <= now() then 'expired' else 'released' end
        where id = ${holdId}::uuid and released_at is null`);
      // why: one statement frees the nights and lowers held, so a racing sweeper or claimer never frees them twice.
      await tx.execute(sql`
        with freed as (
          update room_hold_nights set released_at = now()
          where hold_id = ${holdId}::uuid and released_at is null
          returning room_type_id, night, rooms
        )
        update hotel_room_nights rn set held = rn.held - freed.rooms
        from freed where rn.room_type_id = freed.room_type_id and rn.night = freed.night`);
    }),
  );
  return { released: true };
}

/** The sweeper's pass: every lapsed hold's rooms go back and those holds end as expired. */
export async function sweepExpiredRoomHolds(db: Db): Promise<{ holds: number }> {
  return withRetry(() =>
    db.transaction(async (txn) => {
      const tx: Db = txn;
      // why: one statement frees lapsed nights and lowers held, so racing claimers never free them twice.
      await tx.execute(sql`
        with freed as (
          update room_hold_nights set released_at = now()
          where released_at is null and expires_at <= now()
          returning room_type_id, night, rooms
        ), per_night as (
          select room_type_id, night, sum(rooms)::int as n from freed group by room_type_id, night
        )
        update hotel_room_nights rn set held = rn.held - per_night.n
        from per_night where rn.room_type_id = per_night.room_type_id and rn.night = per_night.night`);
      // why: conditional UPDATE (released_at is null): each lapsed hold is ended once.
      const ended = await rowsOf<{ id: string }>(
        tx,
        sql`update room_holds set released_at = now(), end_reason = 'expired'
          where released_at is null and expires_at <= now() returning id`,
      );
      return { holds: ended.length };
    }),
  );
}

/**
 * Turns an active hold's rooms into sold ones on every night. Pass the booking's transaction so the
 * rooms are sold with the flight; false (roll back) when the hold is no longer active or some night
 * could not be sold.
 */
export async function confirmRoomHold(tx: Db, holdId: string): Promise<boolean> {
  // why: one statement. The conditional UPDATE (active, not lapsed) sells a hold at most once, and
  // held moves to sold only for nights no claimer freed meanwhile.
  const [row] = await rowsOf<{ hold: number; nights: number; sold: number }>(
    tx,
    sql`
    with hold as (
      update room_holds set released_at = now(), end_reason = 'sold'
      where id = ${holdId}::uuid and released_at is null and expires_at > now()
      returning id
    ), sold as (
      update room_hold_nights set released_at = now()
      where hold_id in (select id from hold) and released_at is null
      returning room_type_id, night, rooms
    ), moved as (
      update hotel_room_nights rn set held = rn.held - sold.rooms, sold = rn.sold + sold.rooms
      from sold where rn.room_type_id = sold.room_type_id and rn.night = sold.night
      returning rn.night
    )
    select (select count(*) from hold)::int as hold,
      (select count(*) from room_hold_nights where hold_id = ${holdId}::uuid)::int as nights,
      (select count(*) from moved)::int as sold`,
  );
  return row!.hold === 1 && row!.sold === row!.nights;
}
