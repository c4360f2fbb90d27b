import type { Response as ExpressResponse } from 'express';
import type { ApiClient } from '@skybook/api-contract';
import type { ContentGeneration } from '../http/content-generation.ts';
import {
  fillSlots,
  SLOT_MARKERS,
  splitAtSlots,
  type CachedPage,
  type RenderCache,
  type Slot,
} from './render-cache.ts';
import { trackedApi } from './page-cache-policy.ts';

export interface CachedRenderInput {
  cache: RenderCache;
  generation: ContentGeneration;
  key: string;
  /** This response's own nonce, uid and session id, put where the page's slots are. */
  values: Record<Slot, string>;
  /** Made only on a miss: a hit needs no API. */
  api: () => ApiClient;
  /** Renders the page with the slot markers in place of the per-response values. */
  render(api: ApiClient, markers: typeof SLOT_MARKERS): Promise<Response>;
}

/**
 * Serves a cacheable request (page-cache-policy) from the render cache, or renders it with slot
 * markers, keeps it when it turned out shareable (200, no cookie of its own, only shared content
 * read, the content generation unchanged while rendering) and sends it with this response's values.
 */
export async function serveCachedRender(res: ExpressResponse, input: CachedRenderInput): Promise<void> {
  const generation = input.generation.latest();
  const hit = input.cache.get(input.key, generation);
  if (hit) return send(res, hit, input.values, 'hit', []);
  const tracked = trackedApi(input.api());
  const response = await input.render(tracked.api, SLOT_MARKERS);
  const body = await response.text();
  const cookies = response.headers.getSetCookie();
  const page: Omit<CachedPage, 'at'> = {
    generation,
    status: response.status,
    headers: [...response.headers].filter(([name]) => name !== 'set-cookie'),
    ...splitAtSlots(body),
  };
  const shareable =
    response.status === 200 &&
    cookies.length === 0 &&
    !tracked.readPrivate() &&
    generation === input.generation.latest();
  if (shareable) input.cache.set(input.key, page);
  send(res, page, input.values, shareable ? 'miss' : 'bypass', cookies);
}

function send(
  res: ExpressResponse,
  page: Omit<CachedPage, 'at'>,
  values: Record<Slot, string>,
  outcome: 'hit' | 'miss' | 'bypass',
  cookies: string[],
): void {
  res.status(page.status);
  for (const [name, value] of page.headers) res.setHeader(name, value);
  // Identity cookies the middleware set for this visitor stay; the render's own follow them.
  if (cookies.length) {
    const earlier = res.getHeader('set-cookie');
    const before = Array.isArray(earlier) ? earlier : typeof earlier === 'string' ? [earlier] : [];
    res.setHeader('set-cookie', [...before, ...cookies]);
  }
  res.setHeader('x-render-cache', outcome);
  const chunks = fillSlots(page, values);
  // With its length known and the socket corked, the head and every chunk leave in one write
  // (end uncorks), with no chunked framing and no copy of the page into a new buffer.
  res.setHeader(
    'content-length',
    chunks.reduce((sum, chunk) => sum + chunk.length, 0),
  );
  res.cork();
  for (const chunk of chunks) res.write(chunk);
  res.end();
}
