export { addDays, localDate, localToUtc } from './time-zones.ts';
export { convertEurMinor } from './pricing.ts';
export { signOffer } from './offer-token.server.ts';
export { expandSchedules } from './expand-schedules.server.ts';
export { confirmHold, getHold, releaseSoldHold, sweepExpiredHolds } from './holds.server.ts';
export { knownHoldFlights, rememberHoldFlights, type FlightRow } from './flight-rows.server.ts';
export { TtlCache } from './ttl-cache.ts';
export { withRetry } from './hold-retry.server.ts';
export { createInventory, type Inventory } from './inventory.server.ts';
