import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '@skybook/db';
import { DomainError, MAX_NIGHTS, MAX_ROOMS } from '@skybook/api-contract';
import { addDays, withRetry } from '@skybook/inventory';

export interface RoomHoldDeps {
  db: Db;
  now: () => Date;
  /** How long held rooms stay taken: the flight hold's time, so a package lapses as one. */
  holdTtlMs: number;
}

export interface RoomHoldInput {
  checkIn: string;
  nights: number;
  /** One entry per room; two rooms of one type are two entries. */
  roomTypeIds: readonly string[];
  ownerUid?: string | undefined;
}

class SoldOut extends Error {}

/**
 * Frees this room type's lapsed holds on the stay's nights, giving their rooms back to `held`. Its
 * own statement: one statement may not update a `hotel_room_nights` row twice, and the claim after
 * it updates the same rows.
 */
const freeLapsed = (roomTypeId: string, from: string, to: string) => sql`
  with freed as (
    update room_hold_nights set released_at = now()
    where room_type_id = ${roomTypeId} and night >= ${from}::date and night < ${to}::date
      and released_at is null and expires_at <= now()
    returning night, rooms
  ), per_night as (select night, sum(rooms)::int as n from freed group by night)
  update hotel_room_nights rn set held = rn.held - per_night.n
  from per_night where rn.room_type_id = ${roomTypeId} and rn.night = per_night.night`;

/**
 * Raises `held` on each night only where the allotment still covers `rooms` (the row lock makes a
 * concurrent claimer re-check against the latest row), and records what it took. The caller
 * compares the nights returned with the nights asked: one short and the transaction is undone.
 */
const claimNights = (
  holdId: string,
  roomTypeId: string,
  from: string,
  to: string,
  rooms: number,
  expiresAt: string,
) => sql`
  with claimed as (
    update hotel_room_nights set held = held + ${rooms}
    where room_type_id = ${roomTypeId} and night >= ${from}::date and night < ${to}::date
      and allotment - sold - held >= ${rooms}
    returning night
  )
  insert into room_hold_nights (hold_id, room_type_id, night, rooms, expires_at)
  select ${holdId}::uuid, ${roomTypeId}, night, ${rooms}, ${expiresAt}::timestamptz from claimed
  returning night`;

/** Holds rooms for every night of a stay, all or nothing; 409 `errors.sold_out` when any night is short. */
export async function holdRooms(
  deps: RoomHoldDeps,
  input: RoomHoldInput,
): Promise<{ holdId: string; expiresAt: string }> {
  if (!Number.isInteger(input.nights) || input.nights < 1 || input.nights > MAX_NIGHTS)
    throw new DomainError(400, 'errors.validation', { nights: 'errors.out_of_range' });
  if (input.roomTypeIds.length < 1 || input.roomTypeIds.length > MAX_ROOMS)
    throw new DomainError(400, 'errors.validation', { roomTypeIds: 'errors.out_of_range' });
  const checkOut = addDays(input.checkIn, input.nights);
  const perType = new Map<string, number>();
  for (const id of input.roomTypeIds) perType.set(id, (perType.get(id) ?? 0) + 1);
  // Room types in id order and nights in date order: two holds never wait on each other in a cycle.
  const claims = [...perType].sort(([a], [b]) => a.localeCompare(b));
  const expiresAt = new Date(deps.now().getTime() + deps.holdTtlMs).toISOString();
  const holdId = await withRetry(() =>
    deps.db
      .transaction(async (txn) => {
        const tx: Db = txn;
        const [hold] = await rowsOf<{ id: string }>(
          tx,
          sql`insert into room_holds (owner_uid, expires_at) values (${input.ownerUid ?? null}, ${expiresAt}::timestamptz) returning id`,
        );
        for (const [roomTypeId, rooms] of claims) {
          // why: lock the stay's nights in date order before changing any, so racing claims queue instead of deadlocking.
          await tx.execute(sql`
            select 1 from hotel_room_nights
            where room_type_id = ${roomTypeId} and night >= ${input.checkIn}::date and night < ${checkOut}::date
            order by night for update`);
          await tx.execute(freeLapsed(roomTypeId, input.checkIn, checkOut));
          // why: conditional UPDATE under the row locks: sold + held never passes the allotment on any night.
          const claimed = await rowsOf(
            tx,
            claimNights(hold!.id, roomTypeId, input.checkIn, checkOut, rooms, expiresAt),
          );
          if (claimed.length !== input.nights) throw new SoldOut();
        }
        return hold!.id;
      })
      .catch((error: unknown) => {
        if (error instanceof SoldOut) throw new DomainError(409, 'errors.sold_out');
        throw error;
      }),
  );
  return { holdId, expiresAt };
}
