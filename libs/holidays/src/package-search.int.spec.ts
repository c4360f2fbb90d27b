import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DomainError, PackageSearchResponse, type Journey } from '@skybook/api-contract';
import { createTestDatabase, rowsOf, type Database } from '@skybook/db';
import { addDays, createInventory, type Inventory } from '@skybook/inventory';
import { seedNetwork } from '@skybook/tools/seed';
// The public API, as the edge server will call it.
import { searchPackages } from './index.ts';

let database: Database;
let cleanup: () => Promise<void>;
let inventory: Inventory;
const today = new Date().toISOString().slice(0, 10);
const departDate = addDays(today, 20);
beforeAll(async () => {
  ({ database, cleanup } = await createTestDatabase());
  await seedNetwork(database.db, { days: 40 });
  inventory = createInventory({ db: database.db, offerSecret: 'holidays-test-secret' });
});
afterAll(() => cleanup());

const family = { adults: 2, children: 1, infants: 0 };
const search = (currency: string, extra: Record<string, unknown> = {}) =>
  searchPackages(
    { db: database.db, inventory },
    { origin: 'MAD', destination: 'CUN', departDate, nights: 7, rooms: [family], currency, ...extra },
  );

const cheapestFare = (journeys: Journey[]) =>
  Math.min(...journeys.flatMap((j) => j.fares.map((f) => f.total.amount)));

const sum = (lines: { amount: number }[]) => lines.reduce((s, l) => s + l.amount, 0);

describe('package search', () => {
  it.each(['EUR', 'MXN', 'USD'])(
    'gives every hotel a total equal to the sum of its lines, in %s',
    async (currency) => {
      const result = v.parse(PackageSearchResponse, await search(currency));
      expect(result.hotels.map((h) => h.hotelId).sort()).toEqual([
        'cun-centro-sol',
        'cun-playa-azul',
        // The adults-only hotel takes no child: it is not offered to this family.
      ]);
      const offers = result.hotels.flatMap((h) => h.offers);
      expect(offers.length).toBeGreaterThan(2);
      for (const offer of offers) {
        expect(offer.total.currency).toBe(currency);
        expect(offer.total.amount).toBe(sum(offer.lines));
        expect(offer.perPerson.amount).toBe(Math.ceil(offer.total.amount / 3));
      }
      // Cheapest first, across hotels and within each.
      const firsts = result.hotels.map((h) => h.offers[0]!.total.amount);
      expect(firsts).toEqual([...firsts].sort((a, b) => a - b));
    },
  );

  it('takes the flight lines from the flight search as it prices them, never re-derived', async () => {
    const result = await search('MXN');
    const party = { ...family, currency: 'MXN' };
    const out = await inventory.searchFlights({ origin: 'MAD', destination: 'CUN', departDate, ...party });
    const back = await inventory.searchFlights({
      origin: 'CUN',
      destination: 'MAD',
      departDate: result.checkOut!,
      ...party,
    });
    expect(result.flights!.outbound.total.amount).toBe(cheapestFare(out.outbound));
    expect(result.flights!.inbound.total.amount).toBe(cheapestFare(back.outbound));
    for (const offer of result.hotels.flatMap((h) => h.offers)) {
      expect(offer.lines[0]).toEqual({ code: 'flight_outbound', amount: cheapestFare(out.outbound) });
      expect(offer.lines[1]).toEqual({ code: 'flight_inbound', amount: cheapestFare(back.outbound) });
    }
  });

  it('prices the stay from the nights in the database: rooms, board per person and tourist tax', async () => {
    const result = await search('EUR', { board: 'half_board' });
    const hotel = result.hotels.find((h) => h.hotelId === 'cun-playa-azul')!;
    expect(hotel.offers.map((o) => o.board)).toEqual(['half_board']);
    expect(hotel.rooms.map((r) => r.roomTypeId)).toEqual(['cun-playa-azul-standard']);
    const [stay] = await rowsOf<{ rooms: number; board: number; nights: number }>(
      database.db,
      sql`select
        (select sum(rate_eur)::int from hotel_room_nights where room_type_id = 'cun-playa-azul-standard'
          and night >= ${result.checkIn}::date and night < ${result.checkOut}::date) as rooms,
        (select sum(2 * adult_eur + child_eur)::int from hotel_board_rates where hotel_id = 'cun-playa-azul'
          and board = 'half_board' and night >= ${result.checkIn}::date and night < ${result.checkOut}::date) as board,
        (select count(*)::int from hotel_board_rates where hotel_id = 'cun-playa-azul'
          and board = 'half_board' and night >= ${result.checkIn}::date and night < ${result.checkOut}::date) as nights`,
    );
    expect(stay!.nights).toBe(7);
    expect(hotel.offers[0]!.lines.slice(2)).toEqual([
      { code: 'room_nights', amount: stay!.rooms },
      { code: 'board', amount: stay!.board },
      // 1.50 EUR per adult per night.
      { code: 'tourist_tax', amount: 2 * 7 * 150 },
    ]);
    // MAD 12:15 lands in Cancún the same local day: the stay starts on the departure day.
    expect(result.checkIn).toBe(departDate);
    expect(result.checkOut).toBe(addDays(departDate, 7));
  });

  it('leaves out a hotel whose rooms are all taken on one night of the stay', async () => {
    await database.db.execute(sql`
      update hotel_room_nights set sold = allotment
      where room_type_id like 'cun-centro-sol-%' and night = ${addDays(departDate, 3)}::date`);
    try {
      const result = await search('EUR');
      expect(result.hotels.map((h) => h.hotelId)).toEqual(['cun-playa-azul']);
    } finally {
      await database.db.execute(sql`
        update hotel_room_nights set sold = 0
        where room_type_id like 'cun-centro-sol-%' and night = ${addDays(departDate, 3)}::date`);
    }
  });

  it('refuses an invalid room with a key on that room’s field', async () => {
    const refusal = await search('EUR', {
      rooms: [family, { adults: 1, children: 0, infants: 2 }],
    }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(DomainError);
    expect(refusal).toMatchObject({
      status: 400,
      key: 'errors.validation',
      // Each infant flies on an adult's lap: the room's own adults, not the party's.
      fields: { 'rooms.1.infants': 'errors.infants_exceed_adults' },
    });
    const crowded = await search('EUR', { rooms: [{ adults: 4, children: 2, infants: 0 }] }).catch(
      (error: unknown) => error,
    );
    expect(crowded).toMatchObject({ fields: { 'rooms.0.children': 'errors.out_of_range' } });
    const cots = await search('EUR', { rooms: [{ adults: 3, children: 0, infants: 3 }] }).catch(
      (error: unknown) => error,
    );
    expect(cots).toMatchObject({ fields: { 'rooms.0.infants': 'errors.out_of_range' } });
    const seats = await search('EUR', {
      rooms: [
        { adults: 4, children: 1, infants: 0 },
        { adults: 4, children: 1, infants: 0 },
      ],
    }).catch((error: unknown) => error);
    expect(seats).toMatchObject({ fields: { rooms: 'errors.too_many_passengers' } });
  });
});
