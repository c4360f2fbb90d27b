import { sql } from 'drizzle-orm';
import { schema, type Db } from '@skybook/db';
import { HOTELS, type HotelData } from './hotels-data.ts';

const { hotelRoomTypes, hotels } = schema;
const excluded = (column: string) => sql.raw(`excluded.${column}`);

/**
 * A night's price in percent of the low season: the northern winter, Easter months and the summer
 * holidays cost a quarter more, Friday and Saturday nights a tenth more. In SQL so a year of nights
 * is one statement per room type; the same day always gives the same price.
 */
const seasonalPercent = (day: ReturnType<typeof sql.raw>) => sql`
  (case when extract(month from ${day}) in (12, 1, 2, 3, 4, 7, 8) then 125 else 100 end)
  * (case when extract(isodow from ${day}) in (5, 6) then 110 else 100 end)`;
const night = sql.raw('d::date');

const roomTypeId = (hotel: HotelData, key: string) => `${hotel.id}-${key}`;

/**
 * Hotels, their room types, and nightly rates and allotments for `from`–`to`, with fixed ids.
 * Repeatable: texts and prices are updated in place, and a night already seeded keeps its
 * allotment and what is held or sold on it; a later run extends the window.
 */
export async function seedHotels(db: Db, from: string, to: string): Promise<void> {
  await db.transaction(async (tx) => {
    for (const hotel of HOTELS) {
      const row = {
        id: hotel.id,
        airport: hotel.airport,
        name: hotel.name,
        stars: hotel.stars,
        areaEn: hotel.area.en,
        areaEs: hotel.area.es,
        areaPt: hotel.area.pt,
        descriptionEn: hotel.description.en,
        descriptionEs: hotel.description.es,
        descriptionPt: hotel.description.pt,
        amenities: hotel.amenities,
        // The destination's drawing (decision 126) until hotels have pictures of their own.
        imagePath: `/images/destinations/${hotel.airport.toLowerCase()}.svg`,
        touristTaxEur: hotel.touristTaxEur,
      };
      await tx.insert(hotels).values(row).onConflictDoUpdate({ target: hotels.id, set: row });
      for (const room of hotel.rooms) {
        const typeRow = {
          id: roomTypeId(hotel, room.key),
          hotelId: hotel.id,
          nameEn: room.name.en,
          nameEs: room.name.es,
          namePt: room.name.pt,
          maxAdults: room.maxAdults,
          maxChildren: room.maxChildren,
          maxInfants: room.maxInfants,
          maxOccupants: room.maxOccupants,
        };
        await tx
          .insert(hotelRoomTypes)
          .values(typeRow)
          .onConflictDoUpdate({ target: hotelRoomTypes.id, set: typeRow });
        await tx.execute(sql`
          insert into hotel_room_nights (room_type_id, night, rate_eur, allotment)
          select ${typeRow.id}, ${night}, round(${room.baseEur} * ${seasonalPercent(night)} / 10000.0)::int, ${room.allotment}
          from generate_series(${from}::date, ${to}::date, interval '1 day') as d
          on conflict (room_type_id, night) do update set rate_eur = ${excluded('rate_eur')}`);
      }
      for (const [board, adultEur] of Object.entries(hotel.boards)) {
        // why: one INSERT … SELECT over generate_series writes a year of a board's nights.
        await tx.execute(sql`
          insert into hotel_board_rates (hotel_id, board, night, adult_eur, child_eur)
          select ${hotel.id}, ${board}, ${night}, a.eur, a.eur / 2
          from generate_series(${from}::date, ${to}::date, interval '1 day') as d,
            lateral (select round(${adultEur} * ${seasonalPercent(night)} / 10000.0)::int as eur) as a
          on conflict (hotel_id, board, night) do update
            set adult_eur = ${excluded('adult_eur')}, child_eur = ${excluded('child_eur')}`);
      }
    }
  });
}
