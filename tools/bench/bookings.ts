import pg from 'pg';
import { bookOnce, type Trip } from './booking-cycle.ts';

export interface BookingBenchOptions {
  /** Cycles running at once. */
  concurrency?: number;
  /** No new cycle starts after this; cycles under way finish (each call times out after 30 s). */
  seconds?: number;
  /** No more cycles than this in all. */
  maxBookings?: number;
}

export interface BookingFigures {
  completed: number;
  errors: number;
  /** The first few error messages, to say what went wrong. */
  sampleErrors: string[];
  seconds: number;
  bookingsPerSec: number;
  /** Inventory invariants broken after the run (empty: no oversell, counts agree). */
  violations: string[];
}

/** Direct routes of the default seed, both ways; each cycle draws one and a day 7–300 days ahead. */
const ROUTES = ['MAD-CUN', 'MAD-JFK', 'MAD-LIS', 'MAD-MIA', 'MAD-OPO', 'MAD-SDQ', 'LIS-JFK', 'MIA-CUN'];

export function drawTrip(): Trip {
  const [a, b] = ROUTES[Math.floor(Math.random() * ROUTES.length)]!.split('-') as [string, string];
  const [origin, destination] = Math.random() < 0.5 ? [a, b] : [b, a];
  const days = 7 + Math.floor(Math.random() * 294);
  return { origin, destination, date: new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10) };
}

/**
 * `concurrency` booking cycles at once through the API of `server` for a bounded time and count,
 * then the inventory invariants checked in the database at `databaseUrl`.
 */
export async function benchBookings(
  server: { url: string; gatewayUrl: string },
  databaseUrl: string,
  opts: BookingBenchOptions = {},
): Promise<BookingFigures> {
  const concurrency = opts.concurrency ?? 50;
  const maxBookings = opts.maxBookings ?? 5_000;
  const started = performance.now();
  const deadline = started + (opts.seconds ?? 10) * 1000;
  let begun = 0;
  let completed = 0;
  const errors: string[] = [];
  const worker = async () => {
    while (performance.now() < deadline && begun < maxBookings) {
      begun++;
      try {
        const { status } = await bookOnce(server, drawTrip());
        if (status === 'CONFIRMED') completed++;
        else errors.push(`paid order is ${status}`);
      } catch (error) {
        errors.push(error instanceof Error ? error.message : String(error));
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  return {
    completed,
    errors: errors.length,
    sampleErrors: [...new Set(errors)].slice(0, 5),
    seconds: Math.round(seconds * 10) / 10,
    bookingsPerSec: Math.round(completed / seconds),
    violations: await inventoryViolations(databaseUrl),
  };
}

/**
 * Per flight: sold + held within capacity, `held` equal to the seats of unreleased hold segments,
 * `sold` equal to the seats of sold holds; and every confirmed order on a sold hold.
 */
const CHECKS: Array<{ name: string; sql: string }> = [
  {
    name: 'oversold (sold + held > capacity, or a negative count)',
    sql: `select dated_flight_id as id from flight_inventory
          where sold + held > capacity or sold < 0 or held < 0`,
  },
  {
    name: 'held differs from the seats of open hold segments',
    sql: `select fi.dated_flight_id as id from flight_inventory fi
          left join (select dated_flight_id, sum(seats)::int as n from hold_segments
                     where released_at is null group by dated_flight_id) h using (dated_flight_id)
          where fi.held <> coalesce(h.n, 0)`,
  },
  {
    name: 'sold differs from the seats of sold holds',
    sql: `select fi.dated_flight_id as id from flight_inventory fi
          left join (select hs.dated_flight_id, sum(hs.seats)::int as n from hold_segments hs
                     join holds h on h.id = hs.hold_id where h.end_reason = 'sold'
                     group by hs.dated_flight_id) s using (dated_flight_id)
          where fi.sold <> coalesce(s.n, 0)`,
  },
  {
    name: 'confirmed order whose hold is not sold',
    sql: `select o.id from orders o join holds h on h.id = o.hold_id
          where o.status = 'CONFIRMED' and h.end_reason is distinct from 'sold'`,
  },
];

export async function inventoryViolations(databaseUrl: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const violations: string[] = [];
    for (const check of CHECKS) {
      const { rows } = await client.query<{ id: string | number }>(check.sql);
      if (rows.length > 0)
        violations.push(
          `${check.name}: ${rows.length} (e.g. ${rows
            .slice(0, 3)
            .map((r) => r.id)
            .join(', ')})`,
        );
    }
    return violations;
  } finally {
    await client.end();
  }
}

/** The lines `npm run bench` prints for bookings. */
export function bookingsReport(f: BookingFigures, concurrency = 50): string {
  return [
    `Booking cycle (search → hold → order → passengers → pay), ${concurrency} at once, PostgreSQL`,
    `${f.completed} completed in ${f.seconds}s: ${f.bookingsPerSec} bookings/s, ${f.errors} errors`,
    ...f.sampleErrors.map((e) => `  error: ${e}`),
    f.violations.length === 0 ? 'Inventory invariants: hold (oversell 0)' : 'Inventory invariants BROKEN:',
    ...f.violations.map((v) => `  ${v}`),
  ].join('\n');
}
