import { and, between, eq, inArray, isNull, lte, sql, sum } from 'drizzle-orm';
import { schema, type Db } from '@skybook/db';
import type { Leg } from './connections.ts';

const { datedFlights, flightInventory, holdSegments } = schema;

/** Schedule columns only: what holds and bookings never change, so it may be cached. */
const scheduleColumns = {
  id: datedFlights.id,
  flightNumber: datedFlights.flightNumber,
  origin: datedFlights.origin,
  destination: datedFlights.destination,
  departureDate: datedFlights.departureDate,
  departureUtc: datedFlights.departureUtc,
  departureTimeZone: datedFlights.departureTimeZone,
  arrivalUtc: datedFlights.arrivalUtc,
  arrivalTimeZone: datedFlights.arrivalTimeZone,
  aircraftCode: datedFlights.aircraftCode,
  priceFactor: datedFlights.priceFactor,
};

/** A dated flight as search reads it, before its seats left are known. */
export type ScheduleLeg = Omit<Leg, 'aircraft' | 'available' | 'baseFareEur' | 'taxesEur'> & {
  aircraftCode: string;
};

/**
 * First legs `origin → destination or a hub` leaving on local days `from`–`to`, and every hub →
 * destination flight in a UTC window wide enough to connect (`buildJourneys` applies the exact
 * rules). One statement, no inventory: the sales cut-off and seats are applied per request.
 */
export async function readScheduleLegs(
  db: Db,
  route: { origin: string; destination: string; hubs: string[] },
  window: { from: string; to: string; lo: Date; hi: Date },
): Promise<ScheduleLeg[]> {
  const { origin, destination, hubs } = route;
  const firstLegs = db
    .select(scheduleColumns)
    .from(datedFlights)
    .where(
      and(
        eq(datedFlights.origin, origin),
        inArray(datedFlights.destination, [destination, ...hubs]),
        between(datedFlights.departureDate, window.from, window.to),
      ),
    );
  if (hubs.length === 0) return firstLegs;
  return firstLegs.unionAll(
    db
      .select(scheduleColumns)
      .from(datedFlights)
      .where(
        and(
          inArray(datedFlights.origin, hubs),
          eq(datedFlights.destination, destination),
          between(datedFlights.departureUtc, window.lo, window.hi),
        ),
      ),
  );
}

/**
 * Seats left now on each flight, by primary key, read on every search (never cached). Seats of
 * expired holds not yet swept count as free at once: summed in a second statement, asked only for
 * flights with seats held at all, so most searches skip it. Two plain statements rather than one
 * with a correlated subquery: PGlite plans every statement anew, and the plain ones plan cheaply.
 */
export async function readSeatsLeft(db: Db, flightIds: number[]): Promise<Map<number, number>> {
  if (flightIds.length === 0) return new Map();
  // One array parameter, however many flights a batch of searches asks for.
  const ids = (list: number[]) => sql`${`{${list.join(',')}}`}::int[]`;
  const rows = await db
    .select({
      id: flightInventory.datedFlightId,
      available: sql<number>`(${flightInventory.capacity} - ${flightInventory.sold} - ${flightInventory.held})::int`,
      held: flightInventory.held,
    })
    .from(flightInventory)
    .where(sql`${flightInventory.datedFlightId} = any(${ids(flightIds)})`);
  const seats = new Map(rows.map((r) => [r.id, r.available]));
  const held = rows.filter((r) => r.held > 0).map((r) => r.id);
  if (held.length === 0) return seats;
  const expired = await db
    .select({ id: holdSegments.datedFlightId, seats: sum(holdSegments.seats).mapWith(Number) })
    .from(holdSegments)
    .where(
      and(
        sql`${holdSegments.datedFlightId} = any(${ids(held)})`,
        isNull(holdSegments.releasedAt),
        lte(holdSegments.expiresAt, sql`now()`),
      ),
    )
    .groupBy(holdSegments.datedFlightId);
  for (const e of expired) seats.set(e.id, (seats.get(e.id) ?? 0) + e.seats);
  return seats;
}

/** Reads seats left like `readSeatsLeft`, sharing one read among the searches waiting for it. */
export type SeatsReader = (db: Db, flightIds: number[]) => Promise<Map<number, number>>;

/** Reads of one process in flight at once; searches arriving meanwhile wait for the next. */
const MAX_READS_IN_FLIGHT = 2;

/**
 * Seats left for concurrent searches in one read (decision 094): the flights of every search
 * waiting are read together, by a statement that starts after each of them arrived, so each sees
 * every hold and booking committed before it asked, as its own read would. Nothing is kept once
 * the read is answered. Searches never run inside a transaction, so sharing a read is safe here.
 */
export function seatsReader(read: SeatsReader = readSeatsLeft): SeatsReader {
  interface Waiter {
    ids: number[];
    resolve: (seats: Map<number, number>) => void;
    reject: (error: unknown) => void;
  }
  interface Queue {
    waiting: Waiter[];
    running: number;
    scheduled: boolean;
  }
  const queues = new WeakMap<Db, Queue>();
  const schedule = (db: Db, queue: Queue) => {
    if (queue.scheduled || queue.waiting.length === 0 || queue.running >= MAX_READS_IN_FLIGHT) return;
    queue.scheduled = true;
    // The searches that arrive in this turn of the event loop join the same read.
    setImmediate(() => {
      queue.scheduled = false;
      const batch = queue.waiting;
      queue.waiting = [];
      queue.running++;
      read(db, [...new Set(batch.flatMap((w) => w.ids))])
        .then(
          (seats) => batch.forEach((w) => w.resolve(seats)),
          (error: unknown) => batch.forEach((w) => w.reject(error)),
        )
        .finally(() => {
          queue.running--;
          schedule(db, queue);
        });
    });
  };
  return (db, flightIds) => {
    if (flightIds.length === 0) return Promise.resolve(new Map());
    let queue = queues.get(db);
    if (!queue) {
      queue = { waiting: [], running: 0, scheduled: false };
      queues.set(db, queue);
    }
    const own = queue;
    return new Promise((resolve, reject) => {
      own.waiting.push({ ids: flightIds, resolve, reject });
      schedule(db, own);
    });
  };
}
