import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@skybook/api-contract';

export interface MenuScope {
  domainId: number;
  languageId: number;
  preview: boolean;
}

/** Spec §7 `get-menu`: every menu of the domain in one call; preview passes new_state 1. */
export function menuQuery(api: ApiClient, { domainId, languageId, preview }: MenuScope) {
  return queryOptions({
    queryKey: ['menu', domainId, languageId, preview] as const,
    queryFn: () => api.getMenu({ domain_id: domainId, language_id: languageId, new_state: preview ? 1 : 0 }),
    staleTime: 5 * 60_000,
  });
}
