import * as v from 'valibot';
import { endpoints, type ApiClient, type EndpointName } from '@skybook/api-contract';

/**
 * The `ApiClient` SSR uses: the same handlers the HTTP routes call, invoked in-process
 * and held to the same contract (no HTTP hop to ourselves while rendering).
 */
export function createLocalApi(handlers: ApiClient): ApiClient {
  const local: Partial<Record<EndpointName, (input: unknown) => Promise<unknown>>> = {};
  for (const name of Object.keys(endpoints) as EndpointName[]) {
    const endpoint = endpoints[name];
    const handler = handlers[name] as (input: unknown) => Promise<unknown>;
    local[name] = async (input) => v.parse(endpoint.response, await handler(v.parse(endpoint.request, input)));
  }
  return local as ApiClient;
}
