import { createContentHandlers } from './content-handlers.ts';
import type { HandlerDeps, Handlers } from './handler-types.ts';
import { domainHandlers } from './domain-handlers.ts';
import { claimsHandlers } from './claims-handlers.ts';
import { newsletterHandlers } from './newsletter-handlers.ts';
import { createInventoryHandlers } from './inventory-handlers.ts';
import { identityHandlers } from './identity-handlers.ts';
import { agencyHandlers } from './agency-handlers.ts';
import { agencySsoHandlers } from './agency-sso-handlers.ts';
import { createOrdersHandlers } from './orders-handlers.ts';
import { checkinHandlers } from './checkin-handlers.ts';
import { manageHandlers } from './manage-handlers.ts';
import { consentHandlers } from './consent-handlers.ts';

export type { HandlerDeps } from './handler-types.ts';

/**
 * The server side of every endpoint; inputs arrive already validated against the contract.
 * Each area's handlers live in their own `*-handlers.ts` and are spread in here.
 */
export function createHandlers(deps: HandlerDeps): Handlers {
  const { db, contentGeneration } = deps;
  return {
    ...domainHandlers(db, contentGeneration, deps.integrations, deps.lookupCountry),
    ...createContentHandlers(db, contentGeneration),
    ...newsletterHandlers(deps),
    ...claimsHandlers(deps),
    ...createInventoryHandlers(deps),
    ...identityHandlers(deps),
    ...agencyHandlers(deps),
    ...agencySsoHandlers(deps),
    ...createOrdersHandlers(deps),
    ...manageHandlers(deps),
    ...checkinHandlers(deps),
    ...consentHandlers(deps),
  };
}
