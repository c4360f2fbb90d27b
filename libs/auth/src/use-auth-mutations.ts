import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Endpoints, RequestOf } from '@skybook/api-contract';
import { useAppContext } from '@skybook/ssr';
import { SESSION_QUERY_KEY } from './session-query.ts';

export type LoginInput = RequestOf<Endpoints['login']>;
export type ChangePasswordInput = RequestOf<Endpoints['changePassword']>;

/** `POST /api/login`; the session is refreshed afterwards (spec §7). */
export function useLogin() {
  const { api } = useAppContext();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['auth', 'login'],
    mutationFn: (input: LoginInput) => api.login(input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY }),
  });
}

/** `DELETE /api/_auth/session`, then spec §4: go to `/` (a full load, so every cache starts over). */
export function useLogout(goHome: () => void = () => window.location.assign('/')) {
  const { api } = useAppContext();
  return useMutation({
    mutationKey: ['auth', 'logout'],
    mutationFn: () => api.signOut({}),
    onSettled: goHome,
  });
}

export function useChangePassword() {
  const { api } = useAppContext();
  return useMutation({
    mutationKey: ['auth', 'change-password'],
    mutationFn: (input: ChangePasswordInput) => api.changePassword(input),
  });
}
