import { measure, table, type Figures } from './measure.ts';

/** Flight search is measured at this many connections, beside `/healthz` at the same. */
const SEARCH_CONNECTIONS = 50;

export interface SearchFigures {
  direct: Figures;
  oneStop: Figures;
  healthz: Figures;
}

/**
 * Flight search against `server` (the default seed): MAD→CUN direct and OPO→CUN one-stop, party
 * of 3, 30 days ahead, as one visitor with its session cookies, then `/healthz`, each at 50
 * connections for `seconds` after a warm-up.
 */
export async function benchSearch(server: string, seconds: number): Promise<SearchFigures> {
  const opts = { connections: SEARCH_CONNECTIONS, seconds };
  const departDate = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const searchBody = (origin: string, destination: string) =>
    JSON.stringify({ origin, destination, departDate, adults: 2, children: 1, infants: 0, currency: 'EUR' });
  // A browser searches with the identity its first visit got: without one, every request would
  // mint and sign a new anonymous identity, which is not what search costs.
  const session = await fetch(`${server}/api/_auth/session`);
  const cookie = session.headers
    .getSetCookie()
    .map((line) => line.split(';')[0]!)
    .join('; ');
  const post = { method: 'POST' as const, headers: { 'content-type': 'application/json', cookie } };
  const probe = await fetch(`${server}/api/search-flights`, { ...post, body: searchBody('OPO', 'CUN') });
  if (!probe.ok) throw new Error(`search answered ${probe.status}: ${await probe.text()}`);
  const direct = await measure('search MAD→CUN direct', `${server}/api/search-flights`, {
    ...opts,
    ...post,
    body: searchBody('MAD', 'CUN'),
  });
  const oneStop = await measure('search OPO→CUN one-stop', `${server}/api/search-flights`, {
    ...opts,
    ...post,
    body: searchBody('OPO', 'CUN'),
  });
  const healthz = await measure('/healthz', `${server}/healthz`, opts);
  return { direct, oneStop, healthz };
}

/** The lines `npm run bench` prints for search. */
export function searchReport({ direct, oneStop, healthz }: SearchFigures, seconds: number): string {
  return [
    `Flight search — ${SEARCH_CONNECTIONS} connections, ${seconds}s each, default seed, party of 3, EUR`,
    '',
    table([direct, oneStop, healthz]),
    '',
    `Search / healthz ratio: ${(direct.reqPerSec / healthz.reqPerSec).toFixed(3)} direct, ${(oneStop.reqPerSec / healthz.reqPerSec).toFixed(3)} one-stop`,
  ].join('\n');
}
