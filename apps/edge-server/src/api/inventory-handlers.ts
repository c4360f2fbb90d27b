import { CURRENCY_CODES, type CurrencyCode } from '@skybook/api-contract';
import { InventoryError, type Inventory } from '@skybook/inventory';
import type { Handlers, RequestContext } from './handler-types.ts';
import { HttpError } from './http-error.ts';

type InventoryHandlers = Pick<
  Handlers,
  'airports' | 'searchFlights' | 'fareCalendar' | 'createHold' | 'getHold' | 'releaseHold'
>;

/** Inventory refusals (bad airport, sold out, expired offer…) keep their status and keys. */
async function mapped<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof InventoryError) throw new HttpError(error.status, error.key, error.fields);
    throw error;
  }
}

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
export function createInventoryHandlers({ inventory }: { inventory: Inventory }): InventoryHandlers {
  return {
    airports: () => inventory.airports(),
    searchFlights: (input, ctx) => mapped(() => inventory.searchFlights(pricedFor(input, ctx))),
    fareCalendar: (input, ctx) => mapped(() => inventory.fareCalendar(pricedFor(input, ctx))),
    createHold: (input, ctx) => mapped(() => inventory.createHold({ ...input, ownerUid: ctx.identity?.uid })),
    getHold: ({ holdId }, ctx) => mapped(() => inventory.getHold(holdId, ctx.identity?.uid)),
    releaseHold: ({ holdId }, ctx) => mapped(() => inventory.releaseHold(holdId, ctx.identity?.uid)),
  };
}
