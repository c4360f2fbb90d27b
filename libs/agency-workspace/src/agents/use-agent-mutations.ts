import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Endpoints, RequestOf } from '@skybook/api-contract';
import { useAppContext } from '@skybook/ssr';
import { agentsQuery } from '../workspace-queries.ts';

/** Create, update and reset-password of agents; each refreshes the list. */
export function useAgentMutations() {
  const { api } = useAppContext();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: agentsQuery(api).queryKey });
  return {
    create: useMutation({
      mutationFn: (input: RequestOf<Endpoints['createAgent']>) => api.createAgent(input),
      onSuccess: refresh,
    }),
    update: useMutation({
      mutationFn: (input: RequestOf<Endpoints['updateAgent']>) => api.updateAgent(input),
      onSuccess: refresh,
    }),
    reset: useMutation({
      mutationFn: (input: RequestOf<Endpoints['resetAgentPassword']>) => api.resetAgentPassword(input),
    }),
  };
}
