import { InventoryError, type Inventory } from '@skybook/inventory';
import type { Handlers } from './handler-types.ts';
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

/** Issue 4: network, search, low-fare calendar, offers and holds. */
export function createInventoryHandlers({ inventory }: { inventory: Inventory }): InventoryHandlers {
  return {
    airports: () => inventory.airports(),
    searchFlights: (input) => mapped(() => inventory.searchFlights(input)),
    fareCalendar: (input) => mapped(() => inventory.fareCalendar(input)),
    createHold: (input) => mapped(() => inventory.createHold(input)),
    getHold: ({ holdId }) => mapped(() => inventory.getHold(holdId)),
    releaseHold: ({ holdId }) => mapped(() => inventory.releaseHold(holdId)),
  };
}
