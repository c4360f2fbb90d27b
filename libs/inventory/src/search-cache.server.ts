import { seatsReader, type ScheduleLeg, type SeatsReader } from './search-legs.server.ts';
import { TtlCache } from './ttl-cache.ts';

/**
 * What a server remembers between searches (decision 089): schedule legs only, which holds and
 * bookings never change, so nothing here can go stale when seats are held or sold, in this
 * process or another one. Seats left are read live on every search, and offers are priced and
 * signed per request (a cached offer token would repeat, and a repeated token is the same hold
 * by its idempotency key).
 */
export interface SearchCache {
  /** Leg rows without seats, per origin, destination and day range. */
  legs: TtlCache<Promise<ScheduleLeg[]>>;
  /** Not a cache: concurrent searches share a read of seats left that starts after they asked. */
  seats: SeatsReader;
}

/** Schedule rows are re-read this often: dated flights are only ever added (decision 062). */
const LEGS_TTL_MS = 60_000;

export function createSearchCache(): SearchCache {
  return { legs: new TtlCache(LEGS_TTL_MS, 2_000), seats: seatsReader() };
}
