import * as v from 'valibot';
import { PassengerCounts } from '@skybook/api-contract';

export type Party = { adults: number; children: number; infants: number };
export type PassengerType = keyof Party;

/** A step is allowed when the party after it passes the contract's own rules (one set of rules). */
export function canStep(party: Party, type: PassengerType, delta: 1 | -1): boolean {
  return v.safeParse(PassengerCounts, { ...party, [type]: party[type] + delta }).success;
}
