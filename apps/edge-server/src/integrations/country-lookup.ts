import { LRUCache } from 'lru-cache';
import type { Logger } from 'pino';

/** Spec §8: what a lookup that does not answer a country fails with. */
export class CountryLookupError extends Error {
  constructor(readonly reason: string) {
    super('unable to fetch the country');
  }
}

/**
 * Spec §7: an answer starting with `1` carries the country in characters 3–4 (`1;US;USA;United
 * States`); anything else is a failed lookup. The code must look like ISO 3166-1 alpha-2.
 */
export function countryOfAnswer(answer: string): string {
  if (!answer.startsWith('1')) throw new CountryLookupError('not found');
  const code = answer.slice(2, 4).toUpperCase();
  if (!/^[A-Z]{2}$/.test(code)) throw new CountryLookupError('malformed');
  return code;
}

export interface CountryLookupSettings {
  /** The service, with `{ip}` where the caller's address goes (decision 103). */
  url: string;
  timeoutMs: number;
  /** How long a country is kept per address; failures are kept a minute so an outage is not hammered. */
  ttlMs?: number;
  logger: Pick<Logger, 'warn'>;
  fetch?: typeof fetch;
  now?: () => number;
}

const FAILURE_TTL_MS = 60_000;
const LOG_EVERY_MS = 60_000;

/**
 * The caller's country by IP address, asked by the server (the browser never calls the service,
 * so nothing leaves for another host before consent). Answers are cached per address (bounded);
 * concurrent misses share one request; a failure answers null and is logged at most once a minute,
 * without the address.
 */
export function countryLookup(settings: CountryLookupSettings): (ip: string) => Promise<string | null> {
  const { url, timeoutMs, ttlMs = 3_600_000, logger, fetch: get = fetch, now = Date.now } = settings;
  let lastLogged = -Infinity;
  let unlogged = 0;
  const noteFailure = (reason: string) => {
    unlogged++;
    if (now() - lastLogged < LOG_EVERY_MS) return;
    logger.warn({ reason, failures: unlogged }, 'unable to fetch the country');
    lastLogged = now();
    unlogged = 0;
  };
  const ask = async (ip: string): Promise<string> => {
    const response = await get(url.replace('{ip}', encodeURIComponent(ip)), {
      signal: AbortSignal.timeout(timeoutMs),
      headers: { accept: 'text/plain' },
    }).catch((error: unknown) => {
      throw new CountryLookupError(
        error instanceof Error && error.name === 'TimeoutError' ? 'timeout' : 'network',
      );
    });
    if (!response.ok) throw new CountryLookupError(`status ${response.status}`);
    return countryOfAnswer((await response.text()).trim());
  };
  const cache = new LRUCache<string, { country: string | null }>({
    max: 10_000,
    ttl: ttlMs,
    perf: { now },
    // Read the clock on every check (its default reuses a reading for 1 ms).
    ttlResolution: 0,
    fetchMethod: async (ip, _stale, { options }) => {
      try {
        return { country: await ask(ip) };
      } catch (error) {
        noteFailure(error instanceof CountryLookupError ? error.reason : 'unexpected');
        options.ttl = FAILURE_TTL_MS;
        return { country: null };
      }
    },
  });
  return async (ip) => (ip ? ((await cache.fetch(ip))?.country ?? null) : null);
}
