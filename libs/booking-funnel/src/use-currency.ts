import { useCurrencyStore } from '@skybook/ssr';

/** The currency the visitor chose, else the domain's default (spec §3 currency store). */
export function useSelectedCurrency(): string {
  return useCurrencyStore()[0].currency;
}
