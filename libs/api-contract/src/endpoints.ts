import { Domain, GetDomainRequest } from './domain.ts';
import { defineEndpoint, type RequestOf, type ResponseOf } from './endpoint.ts';

/** The `/api` surface. Handlers, the browser client and `/api/openapi.json` all read this. */
export const endpoints = {
  getDomain: defineEndpoint({
    method: 'POST',
    path: '/api/get-domain',
    summary: 'The regional domain: languages, currencies, contact, socials, SEO and style.',
    request: GetDomainRequest,
    response: Domain,
  }),
} as const;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;

/** The calls a page can make, implemented over HTTP in the browser and in-process during SSR. */
export type ApiClient = {
  [K in EndpointName]: (input: RequestOf<Endpoints[K]>) => Promise<ResponseOf<Endpoints[K]>>;
};
