import { useQuery } from '@tanstack/react-query';
import type { Order } from '@skybook/api-contract';
import type { Locale } from '@skybook/i18n';
import { useAppContext } from '@skybook/ssr';
import { extrasCatalogQuery } from './order-queries.ts';

/**
 * The extras' names in the visitor's language, by catalog id. Order lines name a service by its
 * catalog id; the catalog sells it per flight (`id@flight`), so both spellings are keys. The
 * catalog is only asked for when the order has extras; bundles are named there too.
 */
export function useServiceNames(order: Order, locale: Locale): Map<string, string> {
  const { api } = useAppContext();
  const catalog = useQuery({
    ...extrasCatalogQuery(api, order.orderId, locale),
    enabled: order.lines.some((l) => l.kind === 'extra'),
  });
  const names = new Map<string, string>();
  for (const group of catalog.data?.groups ?? [])
    for (const s of group.services) {
      names.set(s.serviceId, s.description);
      names.set(s.serviceId.split('@')[0]!, s.description);
    }
  // A bundle's line is named by its code (`bundle-comfort`), the offer's id adds `@flightRef`.
  for (const b of catalog.data?.bundles ?? []) names.set(b.bundleId.split('@')[0]!, b.name);
  return names;
}
