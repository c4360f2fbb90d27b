import * as v from 'valibot';
import { ApiError, ApiErrorBody, endpoints, type ApiClient, type Endpoint } from '@skybook/api-contract';

async function call(
  endpoint: Endpoint,
  input: unknown,
  baseUrl: string,
  fetchImpl: typeof fetch,
): Promise<unknown> {
  const response = await fetchImpl(`${baseUrl}${endpoint.path}`, {
    method: endpoint.method,
    headers: {
      accept: 'application/json',
      ...(endpoint.method === 'GET' ? {} : { 'content-type': 'application/json' }),
    },
    credentials: 'same-origin',
    ...(endpoint.method === 'GET' ? {} : { body: JSON.stringify(input) }),
  });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const parsed = v.safeParse(ApiErrorBody, body);
    throw new ApiError(response.status, parsed.success ? parsed.output : { error: 'errors.message' });
  }
  // The same schema the server answered with: a drifted server fails loudly here, not in a component.
  return v.parse(endpoint.response, body);
}

/** The browser's `ApiClient`: each call is a fetch to `/api/...`, validated both ways by the contract. */
export function createHttpApi(opts: { baseUrl?: string; fetch?: typeof fetch } = {}): ApiClient {
  const baseUrl = opts.baseUrl ?? '';
  const fetchImpl = opts.fetch ?? ((...args) => fetch(...args));
  const client: Record<string, (input: unknown) => Promise<unknown>> = {};
  for (const [name, endpoint] of Object.entries(endpoints)) {
    client[name] = (input) => call(endpoint, input, baseUrl, fetchImpl);
  }
  return client as ApiClient;
}
