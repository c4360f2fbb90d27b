import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Journey, SearchFlightsResponse } from '@skybook/api-contract';
import { bookThroughApi, dayFromToday, newKey, newVisitor, okAs, type Visitor } from '../testing/bookings.ts';
import { startTestServer } from '../testing/test-server.ts';

/**
 * Decision 089: search caches schedule legs, never seats. A search right
 * after a hold, a booking, or a change another server made to the same database shows the
 * seats left at that moment.
 */
let server: Awaited<ReturnType<typeof startTestServer>>;
let visitor: Visitor;
beforeAll(async () => {
  server = await startTestServer();
  visitor = await newVisitor(server.url);
});
afterAll(() => server.close());

const date = dayFromToday(40);
const search = (adults: number) =>
  okAs<SearchFlightsResponse>(server.url, visitor, '/api/search-flights', {
    origin: 'MAD',
    destination: 'CUN',
    departDate: date,
    adults,
    children: 0,
    infants: 0,
    currency: 'EUR',
  });
const directOf = (response: SearchFlightsResponse, key: string): Journey | undefined =>
  response.outbound.find((j) => j.key === key);
const seatsLeft = (journey: Journey | undefined) => journey?.fares[0]?.seatsLeft;

/** The direct flight's id, left with `seats` seats to sell. */
async function leaveSeats(key: string, seats: number): Promise<number> {
  const [number, day] = key.split('@');
  const result = (await server.database.db.execute(sql`
    update flight_inventory fi set sold = fi.capacity - fi.held - ${seats}
    from dated_flights df
    where df.id = fi.dated_flight_id and df.flight_number = ${number} and df.departure_date = ${day}
    returning fi.dated_flight_id as id`)) as unknown as { rows: Array<{ id: number }> };
  return result.rows[0]!.id;
}

describe('search after holds and bookings', () => {
  it('shows the seats a hold took, and a booking, on the very next search', async () => {
    const key = (await search(1)).outbound.find((j) => j.stops === 0)!.key;
    await leaveSeats(key, 6);
    const before = directOf(await search(1), key)!;
    expect(seatsLeft(before)).toBe(6);

    const basic = before.fares.find((f) => f.family === 'basic')!;
    await okAs(server.url, visitor, '/api/holds', { offerIds: [basic.offerId], idempotencyKey: newKey() });
    expect(seatsLeft(directOf(await search(1), key))).toBe(5);

    await bookThroughApi(server, visitor, { date, adults: 2 });
    expect(seatsLeft(directOf(await search(1), key))).toBe(3);
    // A party larger than what is left no longer sees the flight at all.
    expect(directOf(await search(4), key)).toBeUndefined();
  });

  it('shows seats changed by another server on the same database on the next search', async () => {
    const key = (await search(2)).outbound.find((j) => j.stops === 0)!.key;
    await leaveSeats(key, 8);
    expect(seatsLeft(directOf(await search(2), key))).toBe(8);
    // Written straight to the database, as another process would: no in-process signal at all.
    await leaveSeats(key, 2);
    expect(seatsLeft(directOf(await search(2), key))).toBe(2);
    await leaveSeats(key, 1);
    expect(directOf(await search(2), key)).toBeUndefined();
  });
});
