import type { ApiClient } from '@skybook/api-contract';
import { getDomain, type Db } from '@skybook/db';
import { ttlCache } from '../http/ttl-cache.ts';
import { HttpError } from './http-error.ts';

/** Regional content changes rarely; an edit shows within this long on every server. */
export const CONTENT_TTL_MS = 30_000;

/** The server side of every endpoint; inputs arrive already validated against the contract. */
export function createHandlers(db: Db): ApiClient {
  const domainById = ttlCache((id: number) => getDomain(db, id), CONTENT_TTL_MS);
  return {
    async getDomain({ domainId }) {
      const domain = await domainById(domainId);
      if (!domain) throw new HttpError(404, 'errors.domain_not_found', { domainId: 'errors.not_found' });
      return domain;
    },
  };
}
