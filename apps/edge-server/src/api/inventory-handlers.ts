import { CURRENCY_CODES, type CurrencyCode } from '@skybook/api-contract';
import type { Inventory } from '@skybook/inventory';
import type { HandlerDeps, Handlers, RequestContext } from './handler-types.ts';

type InventoryHandlers = Pick<
  Handlers,
  'airports' | 'searchFlights' | 'fareCalendar' | 'lowestFare' | 'createHold' | 'getHold' | 'releaseHold'
>;

const isCurrencyCode = (code: string): code is CurrencyCode =>
  (CURRENCY_CODES as readonly string[]).includes(code);

/**
 * Decision 014: a signed-in agency searches in its own currency whatever the request says, so its
 * offers, holds and orders are in the currency it pays on account in.
 */
function pricedFor<T extends { currency: CurrencyCode }>(input: T, ctx: RequestContext): T {
  const own = ctx.identity?.type === 'agency' ? ctx.identity.actor.currency : undefined;
  return own && isCurrencyCode(own) ? { ...input, currency: own } : input;
}

/** Issue 4: network, search, low-fare calendar, offers and holds. */
export function createInventoryHandlers({
  inventory,
  metrics,
}: { inventory: Inventory } & Pick<HandlerDeps, 'metrics'>): InventoryHandlers {
  return {
    airports: () => inventory.airports(),
    searchFlights: (input, ctx) => inventory.searchFlights(pricedFor(input, ctx)),
    fareCalendar: (input, ctx) => inventory.fareCalendar(pricedFor(input, ctx)),
    lowestFare: (input, ctx) => inventory.lowestFare(pricedFor(input, ctx)),
    createHold: async (input, ctx) => {
      const hold = await inventory.createHold({ ...input, ownerUid: ctx.identity?.uid });
      metrics?.holdCreated();
      return hold;
    },
    getHold: ({ holdId }, ctx) => inventory.getHold(holdId, ctx.identity?.uid),
    releaseHold: ({ holdId }, ctx) => inventory.releaseHold(holdId, ctx.identity?.uid),
  };
}
