import { and, asc, eq, gte, inArray, lt } from 'drizzle-orm';
import { schema, type Db } from '@skybook/db';
import type { BoardType } from '@skybook/api-contract';

const { hotelBoardRates, hotelRoomNights, hotelRoomTypes, hotels } = schema;

export type HotelRow = typeof hotels.$inferSelect;
export type RoomTypeRow = typeof hotelRoomTypes.$inferSelect;

/** What one destination sells for one stay: hotels, room types, and per night rates and rooms free. */
export interface StayRows {
  hotels: HotelRow[];
  roomTypes: RoomTypeRow[];
  /** Room type id → the stay's nights in order (missing nights leave the array short). */
  roomNights: Map<string, { night: string; rateEur: number; free: number }[]>;
  /** `hotelId|board` → the stay's nights in order. */
  boardNights: Map<string, { night: string; adultEur: number; childEur: number }[]>;
}

/** Four reads by primary key or index ranges; a stay is at most 21 nights of a few hotels. */
export async function readStay(
  db: Db,
  destination: string,
  checkIn: string,
  checkOut: string,
): Promise<StayRows> {
  const hotelRows = await db
    .select()
    .from(hotels)
    .where(eq(hotels.airport, destination))
    .orderBy(asc(hotels.id));
  const hotelIds = hotelRows.map((h) => h.id);
  if (hotelIds.length === 0)
    return { hotels: [], roomTypes: [], roomNights: new Map(), boardNights: new Map() };
  const [typeRows, boardRows] = await Promise.all([
    db
      .select()
      .from(hotelRoomTypes)
      .where(inArray(hotelRoomTypes.hotelId, hotelIds))
      .orderBy(asc(hotelRoomTypes.id)),
    db
      .select()
      .from(hotelBoardRates)
      .where(
        and(
          inArray(hotelBoardRates.hotelId, hotelIds),
          gte(hotelBoardRates.night, checkIn),
          lt(hotelBoardRates.night, checkOut),
        ),
      )
      .orderBy(asc(hotelBoardRates.night)),
  ]);
  const nightRows = await db
    .select()
    .from(hotelRoomNights)
    .where(
      and(
        inArray(
          hotelRoomNights.roomTypeId,
          typeRows.map((t) => t.id),
        ),
        gte(hotelRoomNights.night, checkIn),
        lt(hotelRoomNights.night, checkOut),
      ),
    )
    .orderBy(asc(hotelRoomNights.night));
  const roomNights = new Map<string, { night: string; rateEur: number; free: number }[]>();
  for (const r of nightRows) {
    const list = roomNights.get(r.roomTypeId) ?? [];
    list.push({ night: r.night, rateEur: r.rateEur, free: r.allotment - r.sold - r.held });
    roomNights.set(r.roomTypeId, list);
  }
  const boardNights = new Map<string, { night: string; adultEur: number; childEur: number }[]>();
  for (const r of boardRows) {
    const key = boardKey(r.hotelId, r.board as BoardType);
    const list = boardNights.get(key) ?? [];
    list.push({ night: r.night, adultEur: r.adultEur, childEur: r.childEur });
    boardNights.set(key, list);
  }
  return { hotels: hotelRows, roomTypes: typeRows, roomNights, boardNights };
}

export const boardKey = (hotelId: string, board: BoardType) => `${hotelId}|${board}`;
