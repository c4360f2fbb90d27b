import { useQuery } from '@tanstack/react-query';
import { useAppContext } from '@skybook/ssr';
import { domainQuery } from './domain-query.ts';

/**
 * Where a phone input starts (issue 17, decision 103): the caller's country by IP address once
 * the server's lookup answers, else the site's country (+1 on the US site, +52 on Mexico). The
 * lookup is asked after the page appears and once per visit; the server renders the site's.
 */
export function usePhoneCountry(): string | undefined {
  const { api, shell } = useAppContext();
  const { data: domain } = useQuery(domainQuery(api, shell.domainId));
  const { data: lookedUp } = useQuery({
    queryKey: ['country-lookup'] as const,
    queryFn: () => api.lookupCountry({}),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
  return lookedUp?.country ?? domain?.country;
}
