/**
 * Indicative units of each currency per 1 EUR, only to SHOW an agency's credit in the visitor's
 * selected currency (spec §3). Reservations and the ledger always use the agency's own currency.
 * Replace with the payments rate source when it exists (see docs/decisions/007).
 */
const PER_EUR: Record<string, number> = { EUR: 1, USD: 1.08, MXN: 18.6, HNL: 26.7, CRC: 555, DOP: 64.5 };

/** Converts minor units between currencies (all supported ones have 2 decimals); null if unknown. */
export function convertForDisplay(minor: number, from: string, to: string): number | null {
  if (from === to) return minor;
  const a = PER_EUR[from];
  const b = PER_EUR[to];
  if (a === undefined || b === undefined) return null;
  return Math.round((minor / a) * b);
}
