import { useQuery } from '@tanstack/react-query';
import type { AgencySessionUser, SessionUser } from '@skybook/api-contract';
import { useAppContext } from '@skybook/ssr';
import { sessionQuery } from './session-query.ts';

export interface SessionState {
  user: SessionUser | null;
  /** The signed-in agency user, or null for anonymous visitors and signed-out agencies. */
  agency: AgencySessionUser | null;
  /** Spec §3 auth-ready: the session is known (from the server render or the first fetch). */
  ready: boolean;
}

/** The caller's session; the server render's answer (shell) seeds it so SSR and hydration agree. */
export function useSession(): SessionState {
  const { api, shell } = useAppContext();
  const query = useQuery({
    ...sessionQuery(api),
    ...(shell.session !== undefined ? { initialData: shell.session } : {}),
  });
  const user = query.data ?? null;
  return {
    user,
    agency: user?.type === 'agency' ? user : null,
    ready: query.isFetched || query.data !== undefined,
  };
}
