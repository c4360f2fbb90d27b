import type { ApiClient } from '@skybook/api-contract';
import { getDomain, type Db } from '@skybook/db';
import { HttpError } from './http-error.ts';

/** The server side of every endpoint; inputs arrive already validated against the contract. */
export function createHandlers(db: Db): ApiClient {
  return {
    async getDomain({ domainId }) {
      const domain = await getDomain(db, domainId);
      if (!domain) throw new HttpError(404, 'errors.domain_not_found', { domainId: 'errors.not_found' });
      return domain;
    },
  };
}
