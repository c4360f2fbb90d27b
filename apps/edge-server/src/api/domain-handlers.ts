import { DomainError } from '@skybook/api-contract';
import { getDomain, type Db } from '@skybook/db';
import { brandedDomain } from './branded-domain.ts';
import { ttlCache } from '../http/ttl-cache.ts';
import { CONTENT_TTL_MS } from './content-ttl.ts';
import type { Handlers } from './handler-types.ts';
import { integrationsFor, type IntegrationSettings } from '../integrations/integrations.ts';

/** Spec §3 regional sites: a domain's settings, cached like the content, until the content generation moves. */
export function domainHandlers(
  db: Db,
  generation?: () => number,
  integrations: IntegrationSettings = {},
  lookupCountry?: (ip: string) => Promise<string | null>,
): Pick<Handlers, 'getDomain' | 'lookupCountry'> {
  const domainById = ttlCache((id: number) => getDomain(db, id), CONTENT_TTL_MS, Date.now, generation);
  return {
    async getDomain({ domainId }, ctx) {
      const domain = await domainById(domainId);
      if (!domain) throw new DomainError(404, 'errors.domain_not_found', { domainId: 'errors.not_found' });
      const { tagManagerId, fraudShopId, ...settings } = domain;
      const integrationsOn = integrationsFor(integrations, { tagManagerId, fraudShopId });
      return brandedDomain({ ...settings, integrations: integrationsOn }, ctx.host);
    },
    async lookupCountry(_input, ctx) {
      return { country: lookupCountry ? await lookupCountry(ctx.ip) : null };
    },
  };
}
