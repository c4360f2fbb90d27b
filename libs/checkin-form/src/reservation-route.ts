/**
 * What the lookup said of a reference and last name: one of ours (open to manage or not; the
 * lookup granted this visitor the booking `orderId`), or not ours.
 */
export type LookupOutcome = { kind: 'local'; open: boolean; orderId: string } | { kind: 'unknown' };

export type ReservationIntent = 'manage' | 'checkin';

export type ReservationRoute =
  { kind: 'internal'; href: string } | { kind: 'external'; url: string } | { kind: 'error'; key: string };

/**
 * Spec §2: a local reservation that is open goes to /manage, a local one that is not open (its
 * check-in window is open) to /checkin/select, anything else to the partner airline's site in a
 * new tab under the current language (the partner's own query, which names the traveller). Without a partner for this site, the visitor reads that
 * nothing was found.
 */
export function reservationRoute(
  outcome: LookupOutcome,
  input: { referenceCode: string; lastName: string },
  opts: { intent: ReservationIntent; locale: string; partnerBaseUrl: string | null },
): ReservationRoute {
  if (outcome.kind === 'local') {
    // The booking's id, which this visitor was just granted: no name in the address (decision 117).
    const query = new URLSearchParams({ order: outcome.orderId });
    return {
      kind: 'internal',
      href: `/${opts.locale}/${outcome.open ? 'manage' : 'checkin/select'}?${query}`,
    };
  }
  if (!opts.partnerBaseUrl) return { kind: 'error', key: 'reservation.not_found' };
  const query = new URLSearchParams({
    confirmationNumber: input.referenceCode,
    bookingLastName: input.lastName,
  });
  const base = opts.partnerBaseUrl.replace(/\/+$/, '');
  return { kind: 'external', url: `${base}/${opts.locale}/${opts.intent}?${query}` };
}

/** Spec §5 / §8: each empty field (after trimming) shows `validations.requiredField`. */
export function requiredFieldErrors(input: {
  referenceCode: string;
  lastName: string;
}): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!input.referenceCode.trim()) errors['referenceCode'] = 'validations.requiredField';
  if (!input.lastName.trim()) errors['lastName'] = 'validations.requiredField';
  return errors;
}

/**
 * Spec §8: a failed lookup whose error is a string shows `reservation.{that string}` (the API's
 * `errors.rate_limited` becomes `reservation.rate_limited`); any other failure `reservation.invalid`.
 */
export function lookupErrorKey(error: unknown): string {
  const code = (error as { body?: { error?: unknown } } | null)?.body?.error;
  if (typeof code !== 'string' || !code) return 'reservation.invalid';
  if (code.startsWith('reservation.')) return code;
  return `reservation.${code.replace(/^errors\./, '')}`;
}
