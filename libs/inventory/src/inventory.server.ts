import type { Db } from '@skybook/db';
import type {
  Airport,
  FareCalendarDay,
  Hold,
  LowestFareResponse,
  SearchFlightsResponse,
} from '@skybook/api-contract';
import { createHold, getHold, releaseHold, sweepExpiredHolds } from './holds.server.ts';
import { loadReferenceData, type ReferenceData } from './reference-data.server.ts';
import { createSearchCache } from './search-cache.server.ts';
import {
  fareCalendar,
  lowestFare,
  searchFlights,
  type CalendarInput,
  type SearchInput,
} from './search.server.ts';

export interface InventoryOptions {
  db: Db;
  /** Signs offers; the same on every server behind one domain. */
  offerSecret: string;
  /** The secret before a rotation: it still verifies offers, never signs (decision 017). */
  previousOfferSecret?: string | undefined;
  /** How long a search result can be held. */
  offerTtlMs?: number;
  /** How long held seats stay taken. */
  holdTtlMs?: number;
  /** Reference data (airports, families, rates) is re-read this often. */
  referenceTtlMs?: number;
  now?: () => Date;
}

export const DEFAULT_OFFER_TTL_MS = 30 * 60_000;
export const DEFAULT_HOLD_TTL_MS = 20 * 60_000;

export interface Inventory {
  airports(): Promise<Airport[]>;
  searchFlights(input: SearchInput): Promise<SearchFlightsResponse>;
  fareCalendar(input: CalendarInput): Promise<FareCalendarDay[]>;
  lowestFare(input: { origin: string; destination: string; currency: string }): Promise<LowestFareResponse>;
  /** `ownerUid`: the caller's user uid; only they may read, release or book the hold. */
  createHold(input: {
    offerIds: string[];
    idempotencyKey?: string | undefined;
    ownerUid?: string | undefined;
  }): Promise<Hold>;
  getHold(holdId: string, ownerUid?: string | undefined): Promise<Hold>;
  releaseHold(holdId: string, ownerUid?: string | undefined): Promise<{ released: true }>;
  sweepExpiredHolds(): Promise<{ holds: number }>;
}

/** Flight search, offers and holds over one database. */
export function createInventory(options: InventoryOptions): Inventory {
  const { db, offerSecret } = options;
  const now = options.now ?? (() => new Date());
  const offerTtlMs = options.offerTtlMs ?? DEFAULT_OFFER_TTL_MS;
  const holdTtlMs = options.holdTtlMs ?? DEFAULT_HOLD_TTL_MS;
  const referenceTtlMs = options.referenceTtlMs ?? 60_000;
  let cached: { at: number; data: Promise<ReferenceData> } | undefined;
  const reference = (): Promise<ReferenceData> => {
    const t = Date.now();
    if (!cached || t - cached.at > referenceTtlMs) {
      const data = loadReferenceData(db);
      cached = { at: t, data };
      // A failed load must not be remembered.
      data.catch(() => {
        if (cached?.data === data) cached = undefined;
      });
    }
    return cached.data;
  };
  const cache = createSearchCache();
  const searchContext = async () => ({
    db,
    ref: await reference(),
    offerSecret,
    now: now(),
    offerTtlMs,
    cache,
  });

  return {
    airports: async () => (await reference()).airports,
    searchFlights: async (input) => searchFlights(await searchContext(), input),
    fareCalendar: async (input) => fareCalendar(await searchContext(), input),
    lowestFare: async (input) => lowestFare(await searchContext(), input),
    createHold: (input) =>
      createHold(
        { db, offerSecret, previousOfferSecret: options.previousOfferSecret, now: now(), holdTtlMs },
        input,
      ),
    getHold: (holdId, ownerUid) => getHold(db, holdId, ownerUid),
    releaseHold: (holdId, ownerUid) => releaseHold(db, holdId, ownerUid),
    sweepExpiredHolds: () => sweepExpiredHolds(db),
  };
}
