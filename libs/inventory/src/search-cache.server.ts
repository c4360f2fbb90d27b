import type { ScheduleLeg } from './search-legs.server.ts';

/**
 * A bounded map of entries that expire `ttlMs` after they were made. A promise is cached as
 * soon as its load starts, so concurrent callers share one load; a failed load is forgotten.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, { at: number; value: V }>();
  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
  ) {}

  get(key: string, load: () => V, now = Date.now()): V {
    const hit = this.entries.get(key);
    if (hit && now - hit.at < this.ttlMs) return hit.value;
    // Oldest first (insertion order): when full, the oldest goes.
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    const value = load();
    this.entries.set(key, { at: now, value });
    if (value instanceof Promise)
      value.catch(() => {
        if (this.entries.get(key)?.value === value) this.entries.delete(key);
      });
    return value;
  }
}

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
}

/** Schedule rows are re-read this often: dated flights are only ever added (decision 062). */
const LEGS_TTL_MS = 60_000;

export function createSearchCache(): SearchCache {
  return { legs: new TtlCache(LEGS_TTL_MS, 2_000) };
}
