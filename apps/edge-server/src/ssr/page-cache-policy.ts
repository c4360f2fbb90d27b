import type { Request } from 'express';
import { endpoints, type ApiClient, type EndpointName } from '@skybook/api-contract';
import type { RequestContext } from '../api/handler-types.ts';

/**
 * What a page may read and still be shared: regional content and airports, whose every change
 * bumps the content generation (decision 087). Anything else (search, holds, orders, sessions, agency data) is either
 * personal or changes without bumping it, and makes the page uncacheable.
 */
const SHARED_ENDPOINTS: ReadonlySet<EndpointName> = new Set<EndpointName>([
  'getDomain',
  'getMenu',
  'getBanners',
  'getOffers',
  'getSliders',
  'getPage',
  'getRegions',
  // The search form's list; airports change with the network, and their table bumps the generation too.
  'airports',
]);

/** Where the shared endpoints answer over HTTP: they read the content generation first too. */
export const SHARED_ENDPOINT_PATHS: ReadonlySet<string> = new Set(
  [...SHARED_ENDPOINTS].map((name) => endpoints[name].path),
);

/** Values put into a cached page per response; anything else could break out of where they go. */
const SAFE_VALUE = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * A request whose page may come from (and go into) the render cache: a GET by an anonymous
 * visitor with no query other than `?preview=1` (decision 072). Signed-in agency users and
 * signed-out ones (whose pages differ) always render.
 */
export function isCacheableRequest(req: Request, ctx: RequestContext): boolean {
  if (req.method !== 'GET') return false;
  const identity = ctx.identity;
  if (identity?.type !== 'anonymous') return false;
  if (!SAFE_VALUE.test(identity.uid) || !SAFE_VALUE.test(identity.sessionId)) return false;
  const query = req.originalUrl.indexOf('?');
  return query === -1 || req.originalUrl.slice(query) === '?preview=1';
}

/** Everything the page's bytes depend on once its slots (nonce, uid, session id) are cut out. */
export interface PageKeyParts {
  app: string;
  brand: string;
  domainId: number;
  /** Region links keep the scheme and port the visitor used (get-regions). */
  protocol: string;
  host: string;
  /** Path and `?preview=1` when present. */
  url: string;
  locale: string;
  currency: string;
  currencyChanged: boolean;
}

export function pageCacheKey(parts: PageKeyParts): string {
  return JSON.stringify([
    parts.app,
    parts.brand,
    parts.domainId,
    parts.protocol,
    parts.host,
    parts.url,
    parts.locale,
    parts.currency,
    parts.currencyChanged,
  ]);
}

/** The API a render uses, noting whether it read anything a shared page must not hold. */
export function trackedApi(api: ApiClient): { api: ApiClient; readPrivate(): boolean } {
  let readPrivate = false;
  const tracked: Record<string, unknown> = {};
  for (const [name, call] of Object.entries(api) as [EndpointName, (input: unknown) => Promise<unknown>][]) {
    tracked[name] = (input: unknown) => {
      if (!SHARED_ENDPOINTS.has(name)) readPrivate = true;
      return call(input);
    };
  }
  return { api: tracked as unknown as ApiClient, readPrivate: () => readPrivate };
}
