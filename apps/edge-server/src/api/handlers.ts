import type { Logger } from 'pino';
import { getDomain, type Db, type RateLimiter } from '@skybook/db';
import type { Mailer } from '@skybook/mail';
import type { Inventory } from '@skybook/inventory';
import type { Checkin } from '@skybook/checkin';
import type { Manage, Orders } from '@skybook/orders';
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
import { checkinHandlers } from './checkin-handlers.ts';
import { manageHandlers } from './manage-handlers.ts';

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
  /** Manage booking: history, contact, one-time codes, cancellation and refunds (issue 6). */
  manage: Manage;
  /** Online check-in: window, documents, seats, sequence numbers (issue 6). */
  checkin: Checkin;
  /** Reservation lookups and one-time code requests (decision 011). */
  rateLimiter: RateLimiter;
  /** The clock of the check-in window; tests pass their own. */
  now?: () => Date;
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
    ...manageHandlers(deps),
    ...checkinHandlers(deps),
  };
}
