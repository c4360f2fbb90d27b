import { useMutation } from '@tanstack/react-query';
import type { ClaimResponse, Endpoints, RequestOf } from '@skybook/api-contract';
import { useAppContext } from '@skybook/ssr';

export type ClaimInput = RequestOf<Endpoints['submitClaim']>;

/** `POST /api/claims` as a React Query mutation over the request's `ApiClient`. */
export function useSubmitClaim() {
  const { api } = useAppContext();
  return useMutation<ClaimResponse, unknown, ClaimInput>({
    mutationKey: ['claims', 'submit'],
    mutationFn: (input) => api.submitClaim(input),
  });
}
