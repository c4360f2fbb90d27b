import { measure, type Figures } from './measure.ts';

/**
 * The URL that must miss the render cache: any query other than `?preview=1` makes a page
 * uncacheable (decision 087), and `/en` ignores this one, so it renders the same page in full.
 */
export const UNCACHED_EN = '/en?render-cache=bypass';

export interface SsrFigures {
  cached: Figures;
  uncached: Figures;
  /** Each rate over the static baseline's: targets ≥ 0.5 cached, ≥ 0.15 uncached (issue 14). */
  cachedRatio: number;
  uncachedRatio: number;
}

/**
 * SSR of `/en` from the render cache and rendered in full, on a started server (`serverUrl`),
 * against `baseline` (express.static of the same bytes, measured by the caller with the same
 * options). Visitors come without cookies, as on a first visit: each answer issues an identity.
 */
export async function measureSsr(
  serverUrl: string,
  baseline: Figures,
  opts: { connections: number; seconds: number },
): Promise<SsrFigures> {
  const probe = await fetch(`${serverUrl}/en`);
  await probe.text();
  const cached = await measure('SSR /en, render cache', `${serverUrl}/en`, opts);
  if (probe.headers.get('x-render-cache') === null) cached.label += ' (off: no x-render-cache)';
  const uncached = await measure('SSR /en, rendered each time', `${serverUrl}${UNCACHED_EN}`, opts);
  const ratio = (f: Figures) => Math.round((f.reqPerSec / baseline.reqPerSec) * 1000) / 1000;
  return { cached, uncached, cachedRatio: ratio(cached), uncachedRatio: ratio(uncached) };
}
