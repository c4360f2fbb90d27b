/**
 * Which room type each requested room gets at one hotel. Pure: the caller reads the room types and
 * what each has free on every night of the stay.
 */

export interface Occupancy {
  adults: number;
  children: number;
  infants: number;
}

export interface RoomTypeOffer {
  id: string;
  maxAdults: number;
  maxChildren: number;
  maxInfants: number;
  maxOccupants: number;
  /** Rooms free on the stay's tightest night. */
  free: number;
  /** The stay's room price, summed over its nights (EUR minor units). */
  stayEur: number;
}

/** Whether a room type's occupancy rules take this room's party. */
export function fits(type: RoomTypeOffer, room: Occupancy): boolean {
  return (
    room.adults <= type.maxAdults &&
    room.children <= type.maxChildren &&
    room.infants <= type.maxInfants &&
    room.adults + room.children <= type.maxOccupants
  );
}

/**
 * The cheapest room type for each room, in the request's order, or null when some room has none
 * left. The largest parties choose first, so two small rooms never take the only family room a
 * bigger one needs. Greedy: a board costs per person, never per room type, so the cheapest room
 * for each party is also the cheapest package at every board.
 */
export function assignRooms(types: readonly RoomTypeOffer[], rooms: readonly Occupancy[]): string[] | null {
  const taken = new Map<string, number>();
  const byPrice = [...types].sort((a, b) => a.stayEur - b.stayEur || a.id.localeCompare(b.id));
  const order = rooms
    .map((room, index) => ({ room, index }))
    .sort((a, b) => size(b.room) - size(a.room) || a.index - b.index);
  const chosen: string[] = [];
  for (const { room, index } of order) {
    const type = byPrice.find((t) => fits(t, room) && (taken.get(t.id) ?? 0) < t.free);
    if (!type) return null;
    taken.set(type.id, (taken.get(type.id) ?? 0) + 1);
    chosen[index] = type.id;
  }
  return chosen;
}

const size = (room: Occupancy) => room.adults + room.children + room.infants;
