import { useEffect } from 'react';
import { atom, useAtom } from 'jotai';

/** Spec §3 currency store: the selected currency and whether the visitor changed it. */
export interface CurrencyState {
  currency: string;
  changed: boolean;
}

/** Hydrated from the server's shell decision in `<Document>`, so the first render already agrees. */
export const currencyAtom = atom<CurrencyState>({ currency: 'EUR', changed: false });

export const CURRENCY_COOKIE = 'currency';
const YEAR_S = 365 * 24 * 60 * 60;

/** Persists the choice in a cookie the server reads, so the next page's HTML is in that currency. */
export function useCurrencyStore(): [CurrencyState, (currency: string) => void] {
  const [state, set] = useAtom(currencyAtom);
  const choose = (currency: string) => {
    document.cookie = `${CURRENCY_COOKIE}=${currency}; path=/; max-age=${YEAR_S}; samesite=lax`;
    set({ currency, changed: true });
  };
  return [state, choose];
}

/**
 * Decision 014: while an agency is signed in, the selected currency is the agency's. The server
 * renders pages so; this keeps it so when the session changes within the page. The visitor's own
 * choice (the cookie) is left alone for after sign-out.
 */
export function useAgencyCurrency(agencyCurrency: string | null | undefined): void {
  const [state, set] = useAtom(currencyAtom);
  useEffect(() => {
    if (agencyCurrency && state.currency !== agencyCurrency)
      set({ currency: agencyCurrency, changed: false });
  }, [agencyCurrency, state.currency, set]);
}
