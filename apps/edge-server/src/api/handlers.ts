import type { Logger } from 'pino';
import { getDomain, type Db } from '@skybook/db';
import type { Mailer } from '@skybook/mail';
import type { Inventory } from '@skybook/inventory';
import type { Orders } from '@skybook/orders';
import { ttlCache } from '../http/ttl-cache.ts';
import { createContentHandlers } from './content-handlers.ts';
import { CONTENT_TTL_MS } from './content-ttl.ts';
import type { Handlers } from './handler-types.ts';
import { HttpError } from './http-error.ts';
import { claimsHandlers } from './claims-handlers.ts';
import { newsletterHandlers } from './newsletter-handlers.ts';
import { createInventoryHandlers } from './inventory-handlers.ts';
import { identityHandlers } from './identity-handlers.ts';
import { agencyHandlers } from './agency-handlers.ts';
import { createOrdersHandlers } from './orders-handlers.ts';

export { CONTENT_TTL_MS } from './content-ttl.ts';

export interface HandlerDeps {
  db: Db;
  mailer: Mailer;
  /** For failures a handler survives (e.g. a mail that could not be sent). */
  logger: Pick<Logger, 'error'>;
  /** Flight search, offers and holds (issue 4). */
  inventory: Inventory;
  /** Orders, seats, extras, passengers and payment (issue 5). */
  orders: Orders;
}

/**
 * The server side of every endpoint; inputs arrive already validated against the contract.
 * Each area's handlers live in their own `*-handlers.ts` and are spread in here.
 */
export function createHandlers(deps: HandlerDeps): Handlers {
  const { db } = deps;
  const domainById = ttlCache((id: number) => getDomain(db, id), CONTENT_TTL_MS);
  return {
    async getDomain({ domainId }) {
      const domain = await domainById(domainId);
      if (!domain) throw new HttpError(404, 'errors.domain_not_found', { domainId: 'errors.not_found' });
      return domain;
    },
    ...createContentHandlers(db),
    ...newsletterHandlers(deps),
    ...claimsHandlers(deps),
    ...createInventoryHandlers(deps),
    ...identityHandlers(deps),
    ...agencyHandlers(deps),
    ...createOrdersHandlers(deps),
  };
}
