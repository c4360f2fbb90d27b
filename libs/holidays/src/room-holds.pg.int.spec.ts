import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DomainError } from '@skybook/api-contract';
import { createTestDatabaseForTwo, rowsOf, type Database } from '@skybook/db';
import { addDays } from '@skybook/inventory';
import { seedNetwork } from '@skybook/tools/seed';
// The public API, as the edge server will call it.
import { holdRooms, sweepExpiredRoomHolds } from './index.ts';

/**
 * Issue 19: room nights are never overbooked. Two pools on one PostgreSQL database stand for two
 * server processes claiming at once; PGlite, one in-process connection, cannot race like this.
 */
if (!/^postgres(ql)?:\/\//.test(process.env['DATABASE_URL'] ?? '')) {
  throw new Error('room-holds.pg.int.spec.ts needs DATABASE_URL=postgres://… (CI sets it)');
}

let first: Database;
let second: Database;
let cleanup: () => Promise<void>;
beforeAll(async () => {
  ({ first, second, cleanup } = await createTestDatabaseForTwo());
  await seedNetwork(first.db, { days: 5 });
});
afterAll(() => cleanup());

const ROOM = 'cun-playa-azul-standard';
const TTL = 20 * 60_000;
const today = new Date().toISOString().slice(0, 10);
const LAST = 3;

const counts = (checkIn: string, nights: number) =>
  rowsOf<{ held: number; sold: number; allotment: number }>(
    first.db,
    sql`select held, sold, allotment from hotel_room_nights
      where room_type_id = ${ROOM} and night >= ${checkIn}::date and night < ${addDays(checkIn, nights)}::date
      order by night`,
  );

/** 200 three-night claims of one room each, half through each process, all at once. */
const race = (checkIn: string, now: () => Date) =>
  Promise.all(
    Array.from({ length: 200 }, (_, i) =>
      holdRooms(
        { db: (i % 2 ? first : second).db, now, holdTtlMs: TTL },
        { checkIn, nights: 3, roomTypeIds: [ROOM] },
      ).then(
        () => 'held' as const,
        (error: unknown) => {
          if (error instanceof DomainError && error.key === 'errors.sold_out') return 'sold_out' as const;
          throw error;
        },
      ),
    ),
  );

describe('room-night holds under concurrency (PostgreSQL)', () => {
  it(`gives 200 concurrent holds on the last ${LAST} rooms of a night exactly ${LAST}`, async () => {
    const checkIn = addDays(today, 3);
    // The middle night has three rooms left; the nights around it have plenty.
    await first.db.execute(sql`update hotel_room_nights set sold = allotment - ${LAST}
      where room_type_id = ${ROOM} and night = ${addDays(checkIn, 1)}::date`);
    const outcomes = await race(checkIn, () => new Date());
    expect(outcomes.filter((o) => o === 'held')).toHaveLength(LAST);
    expect(outcomes.filter((o) => o === 'sold_out')).toHaveLength(200 - LAST);
    const [before, last, after] = await counts(checkIn, 3);
    expect(last).toMatchObject({ held: LAST });
    expect(last!.sold + last!.held).toBe(last!.allotment);
    // Refused stays left nothing behind on the nights that had room.
    expect([before!.held, after!.held]).toEqual([LAST, LAST]);
    const [open] = await rowsOf<{ n: number }>(
      first.db,
      sql`select count(*)::int as n from room_hold_nights where room_type_id = ${ROOM} and released_at is null`,
    );
    expect(open!.n).toBe(LAST * 3);
  });

  it('gives lapsed holds’ rooms to exactly as many new claims, and the sweeper leaves none counted twice', async () => {
    const checkIn = addDays(today, 8);
    await first.db.execute(sql`update hotel_room_nights set sold = allotment - ${LAST}
      where room_type_id = ${ROOM} and night = ${addDays(checkIn, 1)}::date`);
    expect((await race(checkIn, () => new Date())).filter((o) => o === 'held')).toHaveLength(LAST);
    // Time passes: those three lapse (a lapsed claim cannot stand in for them, as the next one frees it).
    const expired = await rowsOf<{ id: string }>(
      first.db,
      sql`update room_holds set expires_at = now() - interval '1 minute'
        where id in (select hold_id from room_hold_nights where night = ${checkIn}::date and released_at is null)
        returning id`,
    );
    expect(expired).toHaveLength(LAST);
    await first.db.execute(sql`update room_hold_nights set expires_at = now() - interval '1 minute'
      where night >= ${checkIn}::date and night < ${addDays(checkIn, 3)}::date and released_at is null`);
    expect((await counts(checkIn, 3))[1]).toMatchObject({ held: LAST });
    // 200 live claims, with the sweeper running among them: exactly three win the freed rooms.
    const [outcomes] = await Promise.all([race(checkIn, () => new Date()), sweepExpiredRoomHolds(first.db)]);
    expect(outcomes.filter((o) => o === 'held')).toHaveLength(LAST);
    await sweepExpiredRoomHolds(second.db);
    const nights = await counts(checkIn, 3);
    expect(nights.map((n) => n.held)).toEqual([LAST, LAST, LAST]);
    expect(nights[1]!.sold + nights[1]!.held).toBe(nights[1]!.allotment);
    const ends = await rowsOf<{ end_reason: string }>(
      first.db,
      sql`select end_reason from room_holds where id in (${sql.join(
        expired.map((h) => sql`${h.id}::uuid`),
        sql`, `,
      )})`,
    );
    expect(ends.map((e) => e.end_reason)).toEqual(['expired', 'expired', 'expired']);
  });
});
