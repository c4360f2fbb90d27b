import type { Domain, SessionUser } from '@skybook/api-contract';
import { defaultCurrency } from '@skybook/domain-config';

/**
 * The currency a page renders in (decision 014): a signed-in agency works in its own currency from
 * the first search, whatever the site's default or the visitor's earlier choice (which stays in its
 * cookie for after sign-out); anyone else gets spec §4's default.
 */
export function shellCurrency(
  domain: Domain | null,
  stored: string | undefined,
  session: SessionUser | null | undefined,
): { currency: string; changed: boolean } {
  if (session?.type === 'agency') return { currency: session.currency, changed: false };
  return defaultCurrency(domain, stored);
}
