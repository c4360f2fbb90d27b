import { sql } from 'drizzle-orm';
import type { Db } from '@skybook/db';

/**
 * Turns schedules into dated flights for local departure days `from`–`to` (inclusive), and gives
 * each new flight its inventory (capacity = seats of the aircraft layout). One set-based
 * statement each: PostgreSQL's `AT TIME ZONE` converts the airports' local times to UTC
 * (the same rule as `localToUtc`). Flights already there are kept, so it is safe to repeat.
 */
export async function expandSchedules(db: Db, range: { from: string; to: string }): Promise<void> {
  // why: INSERT … SELECT ON CONFLICT DO NOTHING: concurrent or repeated expansions create each dated flight once.
  await db.execute(sql`
    insert into dated_flights (schedule_id, flight_number, origin, destination, departure_date, departure_utc,
      departure_time_zone, arrival_utc, arrival_time_zone, aircraft_code, price_factor)
    select s.id, s.flight_number, s.origin, s.destination, d::date,
      (d::date + s.departure_local) at time zone o.time_zone, o.time_zone,
      ((d::date + s.arrival_day_offset) + s.arrival_local) at time zone a.time_zone, a.time_zone,
      s.aircraft_code,
      -- Demand pricing, deterministic: weekends and peak months cost more.
      80 + ((extract(doy from d)::int * 37 + s.id * 11) % 41)
        + case when extract(isodow from d) in (5, 7) then 15 else 0 end
        + case when extract(month from d) in (7, 8, 12) then 20 else 0 end
    from schedules s
    join airports o on o.code = s.origin
    join airports a on a.code = s.destination
    cross join lateral generate_series(
      greatest(s.valid_from, ${range.from}::date)::timestamp,
      least(s.valid_to, ${range.to}::date)::timestamp,
      interval '1 day') as d
    where (s.days_of_week >> (extract(isodow from d)::int - 1)) & 1 = 1
    on conflict (schedule_id, departure_date) do nothing`);
  // why: ON CONFLICT (dated_flight_id) DO NOTHING: concurrent or repeated expansions give each flight one inventory row.
  await db.execute(sql`
    insert into flight_inventory (dated_flight_id, capacity)
    select f.id, c.seats
    from dated_flights f
    join (select aircraft_code, count(*)::int as seats from aircraft_seats group by aircraft_code) c
      on c.aircraft_code = f.aircraft_code
    where f.departure_date between ${range.from}::date and ${range.to}::date
    on conflict (dated_flight_id) do nothing`);
}
