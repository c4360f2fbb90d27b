/** The check-in steps, in order: `/{lang}/checkin/{step}`. */
export const CHECKIN_STEPS = ['select', 'documents', 'seats', 'boarding-passes'] as const;
export type CheckinStep = (typeof CHECKIN_STEPS)[number];

export const isCheckinStep = (value: unknown): value is CheckinStep =>
  (CHECKIN_STEPS as readonly unknown[]).includes(value);

/**
 * What the check-in URL holds: `select` takes `referenceCode` and `lastName` (spec §2); once the
 * booking is found the URL names it by `order`, and `passengers` says who checks in
 * (comma-separated refs), so every step survives back/forward and reload.
 */
export interface CheckinSearch {
  referenceCode?: string;
  lastName?: string;
  order?: string;
  passengers?: string;
}

const UUID = /^[0-9a-f-]{36}$/i;
const REFS = /^[A-Za-z0-9_-]{1,40}(,[A-Za-z0-9_-]{1,40}){0,17}$/;

// The router parses query values as JSON first: a reference of digits only arrives as a number.
const text = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined;

export function validateCheckinSearch(raw: Record<string, unknown>): CheckinSearch {
  const referenceCode = text(raw['referenceCode'])?.trim().slice(0, 12);
  const lastName = text(raw['lastName'])?.trim().slice(0, 60);
  const order = text(raw['order']);
  const passengers = text(raw['passengers']);
  // Every key is returned, `undefined` when unusable: the router merges the result over the raw
  // query, so a key left out would reach the page unvalidated.
  return {
    referenceCode: referenceCode || undefined,
    lastName: lastName || undefined,
    order: order && UUID.test(order) ? order : undefined,
    passengers: passengers && REFS.test(passengers) ? passengers : undefined,
  };
}

/** `passengers=p1,p3` as a list; `undefined` when the URL does not say (then: everyone). */
export function passengerRefsOf(search: Pick<CheckinSearch, 'passengers'>): string[] | undefined {
  return search.passengers ? search.passengers.split(',') : undefined;
}
