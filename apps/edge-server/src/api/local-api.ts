import * as v from 'valibot';
import type { ApiClient, EndpointName } from '@skybook/api-contract';
import type { Handlers, RequestContext } from './handler-types.ts';
import { endpoints } from './server-endpoints.ts';

/**
 * The `ApiClient` SSR uses for one request: the same handlers the HTTP routes call, invoked
 * in-process with that request's context and held to the same contract (no HTTP hop).
 */
export function createLocalApi(handlers: Handlers, ctx: RequestContext): ApiClient {
  const local: Partial<Record<EndpointName, (input: unknown) => Promise<unknown>>> = {};
  for (const name of Object.keys(endpoints) as EndpointName[]) {
    const endpoint = endpoints[name];
    const handler = handlers[name] as (input: unknown, ctx: RequestContext) => Promise<unknown>;
    local[name] = async (input) =>
      v.parse(endpoint.response, await handler(v.parse(endpoint.request, input), ctx));
  }
  return local as ApiClient;
}
