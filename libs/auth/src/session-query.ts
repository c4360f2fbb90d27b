import { queryOptions } from '@tanstack/react-query';
import type { ApiClient, SessionUser } from '@skybook/api-contract';

export const SESSION_QUERY_KEY = ['auth', 'session'] as const;

/** Spec §7 `GET /api/_auth/session`: no retry, and any failure means "no session" (§8). */
export const sessionQuery = (api: ApiClient) =>
  queryOptions<SessionUser | null>({
    queryKey: SESSION_QUERY_KEY,
    queryFn: () => api.getSession({}).catch(() => null),
    retry: false,
    staleTime: 60_000,
  });
