import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@skybook/api-contract';

/** The regional domain (spec §3): fetched once on the server, hydrated into the browser. */
export function domainQuery(api: ApiClient, domainId: number) {
  return queryOptions({
    queryKey: ['domain', domainId] as const,
    queryFn: () => api.getDomain({ domainId }),
    staleTime: 5 * 60_000,
  });
}
