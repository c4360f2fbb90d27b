/** `/manage?referenceCode&lastName`: what the check-in/manage form sends (spec §2). */
export interface ManageSearch {
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

/** Lenient: garbage reaches the page as "missing" and the page says what to do; the API checks the rest. */
export function validateManageSearch(raw: Record<string, unknown>): ManageSearch {
  // A typed-in reference may come as a number (`?referenceCode=123456` is parsed as JSON).
  const ref = typeof raw['referenceCode'] === 'number' ? String(raw['referenceCode']) : raw['referenceCode'];
  const referenceCode = text(ref, 12);
  const lastName = text(raw['lastName'], 60);
  // Every key is returned, `undefined` when unusable: the router merges the result over the raw
  // query, so a key left out would reach the page unvalidated.
  return { referenceCode, lastName };
}

export function validateManageConfirmationSearch(raw: Record<string, unknown>): ManageConfirmationSearch {
  const order =
    typeof raw['order'] === 'string' && /^[0-9a-f-]{36}$/i.test(raw['order']) ? raw['order'] : undefined;
  const change = MANAGE_CHANGES.find((c) => c === raw['change']);
  return { order, change };
}

/** The manage page of a booking, as the confirmation pages and the e-mails link it. */
export function manageHref(lang: string, referenceCode: string, lastName: string): string {
  return `/${lang}/manage?${new URLSearchParams({ referenceCode, lastName })}`;
}

/** Spec §2: a reservation inside its check-in window goes to the check-in's first step. */
export function checkinHref(lang: string, referenceCode: string, lastName: string): string {
  return `/${lang}/checkin/select?${new URLSearchParams({ referenceCode, lastName })}`;
}
