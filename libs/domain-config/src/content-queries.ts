import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@skybook/api-contract';

export interface ContentScope {
  domainId: number;
  languageId: number;
  preview: boolean;
}
const newState = (preview: boolean) => (preview ? 1 : 0);

/**
 * Spec §4 offers: the key holds language, domain and currency, so a change of any of them
 * reloads; the previous offers stay on screen (with a fetching indicator) until the new ones arrive.
 */
export function offersQuery(api: ApiClient, scope: ContentScope & { currency: string }) {
  return queryOptions({
    queryKey: ['offers', scope.domainId, scope.languageId, scope.currency, scope.preview] as const,
    queryFn: () =>
      api.getOffers({
        domain_id: scope.domainId,
        language_id: scope.languageId,
        currency_code: scope.currency,
        new_state: newState(scope.preview),
      }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

export function slidersQuery(api: ApiClient, scope: ContentScope) {
  return queryOptions({
    queryKey: ['sliders', scope.domainId, scope.languageId, scope.preview] as const,
    queryFn: () =>
      api.getSliders({
        domain_id: scope.domainId,
        language_id: scope.languageId,
        new_state: newState(scope.preview),
      }),
    staleTime: 5 * 60_000,
  });
}

export function bannersQuery(api: ApiClient, scope: Omit<ContentScope, 'preview'>) {
  return queryOptions({
    queryKey: ['banners', scope.domainId, scope.languageId] as const,
    queryFn: () => api.getBanners({ domain_id: scope.domainId, language_id: scope.languageId }),
    staleTime: 5 * 60_000,
  });
}

export function pageQuery(api: ApiClient, key: { domainId: number; languageId: number; link: string }) {
  return queryOptions({
    queryKey: ['page', key.domainId, key.languageId, key.link] as const,
    queryFn: () => api.getPage({ domain_id: key.domainId, language_id: key.languageId, link: key.link }),
    staleTime: 5 * 60_000,
  });
}

export function regionsQuery(api: ApiClient) {
  return queryOptions({
    queryKey: ['regions'] as const,
    queryFn: () => api.getRegions({}),
    staleTime: 10 * 60_000,
  });
}
