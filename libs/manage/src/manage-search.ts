/**
 * `/manage?order`: the booking this visitor was granted (by a lookup or a mailed link). A mailed
 * link arrives as `?access=<signed token>`, and links mailed before decision 117 as
 * `?referenceCode&lastName`; the page swaps either for `?order` at once, so no name stays in the
 * address bar or the history.
 */
export interface ManageSearch {
  order?: string;
  access?: string;
  referenceCode?: string;
  lastName?: string;
}

/** `/manage/confirmation?order&change`: which booking changed, and how. */
export interface ManageConfirmationSearch {
  order?: string;
  change?: ManageChange;
}

export const MANAGE_CHANGES = ['paid', 'cancelled'] as const;
export type ManageChange = (typeof MANAGE_CHANGES)[number];

const text = (value: unknown, max: number): string | undefined =>
  typeof value === 'string' && value.trim() && value.trim().length <= max ? value.trim() : undefined;

const orderIdOf = (value: unknown) =>
  typeof value === 'string' && /^[0-9a-f-]{36}$/i.test(value) ? value : undefined;

/** Lenient: garbage reaches the page as "missing" and the page says what to do; the API checks the rest. */
export function validateManageSearch(raw: Record<string, unknown>): ManageSearch {
  // A typed-in reference may come as a number (`?referenceCode=123456` is parsed as JSON).
  const ref = typeof raw['referenceCode'] === 'number' ? String(raw['referenceCode']) : raw['referenceCode'];
  const referenceCode = text(ref, 12);
  const lastName = text(raw['lastName'], 60);
  const access = text(raw['access'], 200);
  // Every key is returned, `undefined` when unusable: the router merges the result over the raw
  // query, so a key left out would reach the page unvalidated.
  return { order: orderIdOf(raw['order']), access, referenceCode, lastName };
}

export function validateManageConfirmationSearch(raw: Record<string, unknown>): ManageConfirmationSearch {
  const order = orderIdOf(raw['order']);
  const change = MANAGE_CHANGES.find((c) => c === raw['change']);
  return { order, change };
}

/** The manage page of a booking this visitor may see (its creator, or granted by a lookup). */
export function manageHref(lang: string, orderId: string): string {
  return `/${lang}/manage?${new URLSearchParams({ order: orderId })}`;
}

/** Spec §2: a reservation inside its check-in window goes to the check-in's first step. */
export function checkinHref(lang: string, orderId: string): string {
  return `/${lang}/checkin/select?${new URLSearchParams({ order: orderId })}`;
}
