import { extrasCatalogQuery, orderQuery } from '@skybook/booking-order';
import { isLocale } from '@skybook/i18n';
import type { AppRouterContext } from '@skybook/ssr';

/**
 * A funnel step's order (and on extras, the extras on offer) fetched before the page renders, so
 * the first HTML shows the step instead of "Loading your booking…" and nothing moves when it
 * arrives. The order is the visitor's own: the render uses their identity, and such a page is
 * never shared from the render cache. A failure renders anyway: the step asks again and explains.
 */
export async function prefetchOrder(
  context: AppRouterContext,
  orderId: string | undefined,
  { extras }: { extras: boolean },
): Promise<void> {
  if (!orderId) return;
  const { api, queryClient, i18n } = context;
  const locale = isLocale(i18n.locale) ? i18n.locale : 'en';
  // Settled, not all: a page rendered while one query is still pending would ship it as pending.
  await Promise.allSettled([
    queryClient.ensureQueryData(orderQuery(api, orderId)),
    extras ? queryClient.ensureQueryData(extrasCatalogQuery(api, orderId, locale)) : undefined,
  ]);
}
