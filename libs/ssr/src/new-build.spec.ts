import { describe, expect, it, vi } from 'vitest';
import { NEW_BUILD_MIN_GAP_MS, createBuildWatch } from './new-build.ts';

function watch(answer: () => Promise<Response>) {
  let now = 1_000_000;
  const fetch = vi.fn(answer);
  const onNewBuild = vi.fn();
  const check = createBuildWatch({
    app: 'booking-web',
    current: '/_app/booking-web/sky/assets/entry-client-OLD.js',
    fetch: fetch as unknown as typeof globalThis.fetch,
    now: () => now,
    onNewBuild,
  });
  return { check, fetch, onNewBuild, advance: (ms: number) => void (now += ms) };
}

const version = (v: string) => async () => Response.json({ version: v });

describe('new build watch', () => {
  it('asks the build-version path and says so once when another build is live', async () => {
    const w = watch(version('/_app/booking-web/sky/assets/entry-client-NEW.js'));
    await w.check(true);
    expect(w.fetch).toHaveBeenCalledWith('/_build-version/booking-web', { cache: 'no-store' });
    expect(w.onNewBuild).toHaveBeenCalledOnce();
    w.advance(NEW_BUILD_MIN_GAP_MS);
    await w.check(true);
    expect(w.fetch).toHaveBeenCalledOnce();
    expect(w.onNewBuild).toHaveBeenCalledOnce();
  });

  it('stays quiet while the same build is live, and when the server cannot answer', async () => {
    for (const answer of [
      version('/_app/booking-web/sky/assets/entry-client-OLD.js'),
      async () => new Response('', { status: 503 }),
      async () => Promise.reject(new TypeError('offline')),
      async () => new Response('<html>', { status: 200 }),
    ]) {
      const w = watch(answer);
      await w.check(true);
      expect(w.fetch).toHaveBeenCalledOnce();
      expect(w.onNewBuild).not.toHaveBeenCalled();
    }
  });

  it('does not ask on navigations until a minute has passed since the page loaded or last asked', async () => {
    const w = watch(version('/_app/booking-web/sky/assets/entry-client-OLD.js'));
    await w.check();
    expect(w.fetch).not.toHaveBeenCalled();
    w.advance(NEW_BUILD_MIN_GAP_MS);
    await w.check();
    await w.check();
    expect(w.fetch).toHaveBeenCalledOnce();
  });
});
