import * as v from 'valibot';
import {
  ApiError,
  ApiErrorBody,
  type ApiClient,
  type Endpoint,
  type EndpointName,
} from '@skybook/api-contract';

let contract: Promise<Record<EndpointName, Endpoint>> | undefined;
const endpointNamed = async (name: EndpointName): Promise<Endpoint | undefined> => {
  contract ??= import('./contract.ts').then(
    (m) => m.endpoints,
    (error: unknown) => {
      // A chunk that failed to load (offline, a deploy in between) is asked for again next call.
      contract = undefined;
      throw error;
    },
  );
  return (await contract)[name];
};

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

/**
 * The browser's `ApiClient`: each call is a fetch to `/api/...`, its answer validated by the
 * contract. A server-rendered page hydrates from the data it carries, so the contract's chunk is
 * fetched with the first call a visitor's action makes, not with the page.
 */
export function createHttpApi(opts: { baseUrl?: string; fetch?: typeof fetch } = {}): ApiClient {
  const baseUrl = opts.baseUrl ?? '';
  const fetchImpl = opts.fetch ?? ((...args) => fetch(...args));
  const methods = new Map<string, (input: unknown) => Promise<unknown>>();
  return new Proxy({} as ApiClient, {
    get(_target, name) {
      if (typeof name !== 'string' || name === 'then') return undefined;
      let method = methods.get(name);
      if (!method) {
        method = async (input) => {
          const endpoint = await endpointNamed(name as EndpointName);
          if (!endpoint) throw new Error(`Unknown API endpoint ${name}`);
          return call(endpoint, input, baseUrl, fetchImpl);
        };
        methods.set(name, method);
      }
      return method;
    },
  });
}
