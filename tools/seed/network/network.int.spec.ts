import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type Database } from '@skybook/db';
import { localDate, localToUtc } from '@skybook/inventory';
import { seedNetwork } from './seed-network.ts';

let database: Database;
let cleanup: () => Promise<void>;
// Around Europe's spring clock change (Sunday 28 March 2027) and the US one (14 March 2027).
const window = { from: '2027-03-10', days: 30 };
beforeAll(async () => {
  ({ database, cleanup } = await createTestDatabase());
  await seedNetwork(database.db, window);
});
afterAll(() => cleanup());

interface FlightRow {
  flight_number: string;
  departure_date: string;
  departure_utc: string;
  arrival_utc: string;
  departure_time_zone: string;
  arrival_time_zone: string;
}
const rows = async <T>(statement: ReturnType<typeof sql>) =>
  ((await database.db.execute(statement)) as unknown as { rows: T[] }).rows;
const flight = async (number: string, date: string) => {
  const [row] = await rows<FlightRow>(sql`
    select flight_number, departure_date::text as departure_date, departure_time_zone, arrival_time_zone,
      to_char(departure_utc at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI"Z"') as departure_utc,
      to_char(arrival_utc at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI"Z"') as arrival_utc
    from dated_flights where flight_number = ${number} and departure_date = ${date}::date`);
  return row!;
};
const local = (iso: string, timeZone: string) =>
  `${localDate(new Date(iso), timeZone)} ${new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso))}`;

describe('dated flights across a daylight-saving change', () => {
  it('keeps the local departure time in Madrid while the UTC time moves an hour', async () => {
    const before = await flight('SK101', '2027-03-27');
    const after = await flight('SK101', '2027-03-28');
    expect(before.departure_utc).toBe('2027-03-27T11:15Z');
    expect(after.departure_utc).toBe('2027-03-28T10:15Z');
    expect(local(before.departure_utc, 'Europe/Madrid')).toBe('2027-03-27 12:15');
    expect(local(after.departure_utc, 'Europe/Madrid')).toBe('2027-03-28 12:15');
    // Cancún keeps UTC−5 all year: the summer arrival is the same local time, an hour sooner in UTC.
    expect(local(before.arrival_utc, 'America/Cancun')).toBe('2027-03-27 17:10');
    expect(local(after.arrival_utc, 'America/Cancun')).toBe('2027-03-28 16:10');
  });

  it('arrives overnight on the next local day, also on the night the clocks change', async () => {
    const normal = await flight('SK102', '2027-03-20');
    expect(normal).toMatchObject({
      departure_time_zone: 'America/Cancun',
      arrival_time_zone: 'Europe/Madrid',
    });
    expect(local(normal.departure_utc, 'America/Cancun')).toBe('2027-03-20 18:40');
    expect(local(normal.arrival_utc, 'Europe/Madrid')).toBe('2027-03-21 10:00');
    // Leaves in winter time, lands after Madrid springs forward: same local arrival, an hour less flying.
    const changeNight = await flight('SK102', '2027-03-27');
    expect(local(changeNight.arrival_utc, 'Europe/Madrid')).toBe('2027-03-28 10:00');
    expect(Date.parse(changeNight.arrival_utc) - Date.parse(changeNight.departure_utc)).toBe(
      Date.parse(normal.arrival_utc) - Date.parse(normal.departure_utc) - 3_600_000,
    );
  });

  it('agrees with Intl for every departure in the window', async () => {
    const all = await rows<FlightRow & { local_departure: string }>(sql`
      select df.flight_number, df.departure_date::text as departure_date, df.departure_time_zone,
        to_char(df.departure_utc at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI"Z"') as departure_utc,
        to_char(s.departure_local, 'HH24:MI') as local_departure
      from dated_flights df join schedules s on s.id = df.schedule_id`);
    expect(all.length).toBeGreaterThan(1000);
    for (const f of all) {
      expect(
        localToUtc(f.departure_date, f.local_departure, f.departure_time_zone)
          .toISOString()
          .replace(':00.000Z', 'Z'),
      ).toBe(f.departure_utc);
    }
  });

  it('flies weekly schedules only on their days', async () => {
    // SK131 Madrid → San José: Tuesday, Thursday, Saturday and Sunday.
    const days = await rows<{ dow: number }>(
      sql`select distinct extract(isodow from departure_date)::int as dow from dated_flights where flight_number = 'SK131' order by 1`,
    );
    expect(days.map((d) => d.dow)).toEqual([2, 4, 6, 7]);
  });
});

describe('seedNetwork', () => {
  it('is repeatable and gives each flight the seats of its cabin layout', async () => {
    const [before] = await rows<{ n: number }>(sql`select count(*)::int as n from dated_flights`);
    expect(await seedNetwork(database.db, window)).toEqual({ datedFlights: before!.n });
    const inventory = await rows<{ aircraft_code: string; capacity: number; seats: number }>(sql`
      select distinct df.aircraft_code, fi.capacity, (select count(*)::int from aircraft_seats a where a.aircraft_code = df.aircraft_code) as seats
      from dated_flights df join flight_inventory fi on fi.dated_flight_id = df.id`);
    for (const row of inventory) expect(row.capacity).toBe(row.seats);
    const [orphans] = await rows<{ n: number }>(
      sql`select count(*)::int as n from dated_flights df where not exists (select 1 from flight_inventory fi where fi.dated_flight_id = df.id)`,
    );
    expect(orphans!.n).toBe(0);
  });

  it('scales the network by adding later copies of every flight', async () => {
    const [base] = await rows<{ n: number }>(
      sql`select count(*)::int as n from dated_flights where departure_date = '2027-03-15'`,
    );
    await seedNetwork(database.db, { ...window, scale: 3 });
    const [scaled] = await rows<{ n: number }>(
      sql`select count(*)::int as n from dated_flights where departure_date = '2027-03-15'`,
    );
    expect(scaled!.n).toBe(base!.n * 3);
    const copy = await flight('SK2101', '2027-03-15');
    expect(local(copy.departure_utc, 'Europe/Madrid')).toBe('2027-03-15 13:49');
  });

  it('refuses oversold inventory in the database itself', async () => {
    const [row] = await rows<{ id: number }>(sql`select dated_flight_id as id from flight_inventory limit 1`);
    await expect(
      database.db.execute(
        sql`update flight_inventory set sold = capacity, held = 1 where dated_flight_id = ${row!.id}`,
      ),
    ).rejects.toThrow();
  });
});

describe('dated flights across the autumn change', () => {
  it('moves the UTC departure an hour later when Madrid falls back (last Sunday of October)', async () => {
    const autumn = await createTestDatabase();
    try {
      await seedNetwork(autumn.database.db, { from: '2026-10-22', days: 6 });
      const times = (
        (await autumn.database.db.execute(sql`
          select departure_date::text as day, to_char(departure_utc at time zone 'UTC', 'HH24:MI') as utc
          from dated_flights where flight_number = 'SK101' order by departure_date`)) as unknown as {
          rows: Array<{ day: string; utc: string }>;
        }
      ).rows;
      expect(times).toEqual([
        { day: '2026-10-22', utc: '10:15' },
        { day: '2026-10-23', utc: '10:15' },
        { day: '2026-10-24', utc: '10:15' },
        { day: '2026-10-25', utc: '11:15' },
        { day: '2026-10-26', utc: '11:15' },
        { day: '2026-10-27', utc: '11:15' },
      ]);
    } finally {
      await autumn.cleanup();
    }
  });
});
