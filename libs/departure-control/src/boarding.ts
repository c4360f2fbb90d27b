/**
 * When and in which group a passenger boards (decision 108). The network publishes no gates ahead
 * of the day: a pass says "TBA" until departure control assigns one.
 */

/** Boarding starts this long before departure (the gate closes 15 minutes before, as the pass says). */
export const BOARDING_LEAD_MINUTES = 40;

export function boardingStartUtc(departureUtc: string): string {
  return new Date(Date.parse(departureUtc) - BOARDING_LEAD_MINUTES * 60_000).toISOString();
}

/**
 * Zone 1: business and priority boarding; zone 2: an adult with an infant on the lap (families
 * board early); zone 3: everyone else.
 */
export function boardingZone(facts: {
  business: boolean;
  priority: boolean;
  withInfant: boolean;
}): 1 | 2 | 3 {
  if (facts.business || facts.priority) return 1;
  return facts.withInfant ? 2 : 3;
}
