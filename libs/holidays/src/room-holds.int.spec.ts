import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, rowsOf, type Database, type Db } from '@skybook/db';
import { addDays } from '@skybook/inventory';
import { seedNetwork } from '@skybook/tools/seed';
// The public API, as the edge server will call it.
import { holdRooms, confirmRoomHold, releaseRoomHold, sweepExpiredRoomHolds } from './index.ts';

let database: Database;
let cleanup: () => Promise<void>;
beforeAll(async () => {
  ({ database, cleanup } = await createTestDatabase());
  await seedNetwork(database.db, { days: 10 });
});
afterAll(() => cleanup());

/** A small town-house hotel: ten standard rooms a night. */
const ROOM = 'sjo-barrio-amon-standard';
const today = new Date().toISOString().slice(0, 10);
const TTL = 20 * 60_000;
const deps = (now = () => new Date()) => ({ db: database.db, now, holdTtlMs: TTL });
/** A clock far enough back that a hold taken with it has lapsed already. */
const lapsedClock = () => new Date(Date.now() - 2 * TTL);

const nights = (checkIn: string, count: number) =>
  rowsOf<{ night: string; held: number; sold: number; allotment: number }>(
    database.db,
    sql`select night::text as night, held, sold, allotment from hotel_room_nights
      where room_type_id = ${ROOM} and night >= ${checkIn}::date and night < ${addDays(checkIn, count)}::date
      order by night`,
  );
const sellAllBut = (night: string, left: number) =>
  database.db.execute(sql`update hotel_room_nights set sold = allotment - ${left}
    where room_type_id = ${ROOM} and night = ${night}::date`);
const endOf = async (holdId: string) =>
  (
    await rowsOf<{ end_reason: string | null }>(
      database.db,
      sql`select end_reason from room_holds where id = ${holdId}::uuid`,
    )
  )[0]!.end_reason;

describe('room-night holds', () => {
  it('holds every night of the stay or none: one short night refuses the whole stay', async () => {
    const checkIn = addDays(today, 2);
    await sellAllBut(addDays(checkIn, 1), 1);
    const refused = await holdRooms(deps(), { checkIn, nights: 3, roomTypeIds: [ROOM, ROOM] }).catch(
      (e: unknown) => e,
    );
    expect(refused).toMatchObject({ status: 409, key: 'errors.sold_out' });
    expect((await nights(checkIn, 3)).map((n) => n.held)).toEqual([0, 0, 0]);
    const held = await holdRooms(deps(), { checkIn, nights: 3, roomTypeIds: [ROOM] });
    expect((await nights(checkIn, 3)).map((n) => n.held)).toEqual([1, 1, 1]);
    // The short night is now full: nothing more on it, however asked.
    await expect(
      holdRooms(deps(), { checkIn: addDays(checkIn, 1), nights: 1, roomTypeIds: [ROOM] }),
    ).rejects.toMatchObject({
      key: 'errors.sold_out',
    });
    await releaseRoomHold(database.db, held.holdId);
  });

  it('gives the rooms back on release, once, and only to the hold’s owner', async () => {
    const checkIn = addDays(today, 5);
    const { holdId } = await holdRooms(deps(), {
      checkIn,
      nights: 2,
      roomTypeIds: [ROOM, ROOM],
      ownerUid: 'u-1',
    });
    expect((await nights(checkIn, 2)).map((n) => n.held)).toEqual([2, 2]);
    await expect(releaseRoomHold(database.db, holdId, 'u-2')).rejects.toMatchObject({ status: 404 });
    expect((await nights(checkIn, 2)).map((n) => n.held)).toEqual([2, 2]);
    await Promise.all([
      releaseRoomHold(database.db, holdId, 'u-1'),
      releaseRoomHold(database.db, holdId, 'u-1'),
    ]);
    expect((await nights(checkIn, 2)).map((n) => n.held)).toEqual([0, 0]);
    expect(await endOf(holdId)).toBe('released');
  });

  it('frees a lapsed hold’s rooms for the next claim, and the sweeper ends it as expired', async () => {
    const checkIn = addDays(today, 8);
    await sellAllBut(checkIn, 1);
    const lapsed = await holdRooms(deps(lapsedClock), { checkIn, nights: 1, roomTypeIds: [ROOM] });
    expect((await nights(checkIn, 1))[0]!.held).toBe(1);
    // The last room was the lapsed hold's: the next claim frees it and takes it.
    const next = await holdRooms(deps(), { checkIn, nights: 1, roomTypeIds: [ROOM] });
    expect((await nights(checkIn, 1))[0]).toMatchObject({ held: 1 });

    const other = addDays(today, 9);
    const swept = await holdRooms(deps(lapsedClock), {
      checkIn: other,
      nights: 1,
      roomTypeIds: [ROOM, ROOM],
    });
    expect((await nights(other, 1))[0]!.held).toBe(2);
    expect(await sweepExpiredRoomHolds(database.db)).toEqual({ holds: 2 });
    expect((await nights(other, 1))[0]!.held).toBe(0);
    // The claim's own night keeps the live hold's room; both lapsed holds end as expired.
    expect((await nights(checkIn, 1))[0]!.held).toBe(1);
    expect([await endOf(lapsed.holdId), await endOf(swept.holdId), await endOf(next.holdId)]).toEqual([
      'expired',
      'expired',
      null,
    ]);
  });

  it('sells held rooms on confirmation inside the booking’s transaction, once, and never a lapsed hold', async () => {
    const checkIn = addDays(today, 11);
    const { holdId } = await holdRooms(deps(), { checkIn, nights: 2, roomTypeIds: [ROOM] });
    const confirm = () => database.db.transaction((tx) => confirmRoomHold(tx as Db, holdId));
    expect(await confirm()).toBe(true);
    expect((await nights(checkIn, 2)).map((n) => [n.held, n.sold])).toEqual([
      [0, 1],
      [0, 1],
    ]);
    expect(await confirm()).toBe(false);
    await expect(releaseRoomHold(database.db, holdId)).rejects.toMatchObject({
      status: 409,
      key: 'errors.hold_sold',
    });

    const lapsed = await holdRooms(deps(lapsedClock), { checkIn, nights: 2, roomTypeIds: [ROOM] });
    expect(await database.db.transaction((tx) => confirmRoomHold(tx as Db, lapsed.holdId))).toBe(false);
    expect((await nights(checkIn, 2)).map((n) => n.sold)).toEqual([1, 1]);
  });

  it('refuses a stay outside the nights and rooms a package may have', async () => {
    await expect(holdRooms(deps(), { checkIn: today, nights: 0, roomTypeIds: [ROOM] })).rejects.toMatchObject(
      {
        fields: { nights: 'errors.out_of_range' },
      },
    );
    await expect(holdRooms(deps(), { checkIn: today, nights: 1, roomTypeIds: [] })).rejects.toMatchObject({
      fields: { roomTypeIds: 'errors.out_of_range' },
    });
    // Nights beyond the seeded window do not exist: nothing to hold.
    await expect(
      holdRooms(deps(), { checkIn: addDays(today, 400), nights: 1, roomTypeIds: [ROOM] }),
    ).rejects.toMatchObject({ status: 409 });
  });
});
