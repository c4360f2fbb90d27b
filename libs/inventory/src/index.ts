export { addDays, localDate, localToUtc, zoneOffsetMinutes } from './time-zones.ts';
export {
  convertEurMinor,
  priceJourney,
  sumLines,
  type Party,
  type Price,
  type PriceLine,
} from './pricing.ts';
export {
  buildJourneys,
  DEFAULT_CONNECTION_RULES,
  type BuiltJourney,
  type ConnectionRules,
  type Leg,
} from './connections.ts';
export { signOffer, verifyOffer, type OfferSnapshot } from './offer-token.server.ts';
export { expandSchedules } from './expand-schedules.server.ts';
export { InventoryError } from './inventory-error.ts';
export {
  confirmHold,
  createHold,
  getHold,
  releaseHold,
  releaseSoldHold,
  sweepExpiredHolds,
  type HoldContext,
} from './holds.server.ts';
export { startHoldSweeper } from './hold-sweeper.server.ts';
export {
  createInventory,
  DEFAULT_HOLD_TTL_MS,
  DEFAULT_OFFER_TTL_MS,
  type Inventory,
  type InventoryOptions,
} from './inventory.server.ts';
export type { CalendarInput, SearchInput } from './search.server.ts';
