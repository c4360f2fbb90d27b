import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { SSO_AUTHORIZE_PATH, SSO_DONE_FLAG, SSO_POPUP, SsoResult } from '@skybook/api-contract';
import { SESSION_QUERY_KEY } from './session-query.ts';

const companySignInUrl = (login: string, lang: string, mode: 'popup' | 'redirect') =>
  `${SSO_AUTHORIZE_PATH}?${new URLSearchParams({ login, lang, mode })}`;

/**
 * Spec §7/§9: the company sign-in opens in a 960×600 popup; when the browser blocks it, the page
 * itself goes to the provider and comes back to the portal. Answers which one happened.
 */
export function openCompanySignIn(
  login: string,
  lang: string,
  win: Pick<Window, 'open' | 'location'> = window,
): 'popup' | 'redirect' {
  const features = `width=${SSO_POPUP.width},height=${SSO_POPUP.height}`;
  const popup = win.open(companySignInUrl(login, lang, 'popup'), SSO_POPUP.name, features);
  if (popup) return 'popup';
  win.location.assign(companySignInUrl(login, lang, 'redirect'));
  return 'redirect';
}

/** The sign-in window's last word, as it left it in localStorage (a time makes every write an event). */
export function signalCompanySignIn(result: SsoResult, storage: Storage = window.localStorage): void {
  storage.setItem(SSO_DONE_FLAG, JSON.stringify({ result, at: Date.now() }));
}

const Flag = v.object({ result: SsoResult });

/**
 * Spec §7: the portal listens for the storage flag the sign-in window sets and refetches
 * `GET /api/_auth/session`; `onResult` hears how it went (e.g. to show a refusal).
 */
export function useCompanySignInDone(onResult: (result: SsoResult) => void): void {
  const queryClient = useQueryClient();
  const latest = useRef(onResult);
  latest.current = onResult;
  useEffect(() => {
    const listener = (event: StorageEvent) => {
      if (event.key !== SSO_DONE_FLAG || !event.newValue) return;
      let parsed: unknown;
      try {
        parsed = JSON.parse(event.newValue);
      } catch {
        return;
      }
      const flag = v.safeParse(Flag, parsed);
      if (!flag.success) return;
      void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
      latest.current(flag.output.result);
    };
    window.addEventListener('storage', listener);
    return () => window.removeEventListener('storage', listener);
  }, [queryClient]);
}
