import { describe, expect, it, vi } from 'vitest';
import { reloadOnChunkError, shouldReloadAfterChunkError } from './chunk-reload.ts';

describe('reload after a failed chunk load', () => {
  it('reloads unless it already did in the last 10 s', () => {
    expect(shouldReloadAfterChunkError(null, 50_000)).toBe(true);
    expect(shouldReloadAfterChunkError(45_000, 50_000)).toBe(false);
    expect(shouldReloadAfterChunkError(39_000, 50_000)).toBe(true);
  });

  it('reloads the page once on vite:preloadError and not again right after', () => {
    const reload = vi.fn();
    const target = new EventTarget();
    const storage = new Map<string, string>();
    const win = Object.assign(target, {
      location: { reload },
      sessionStorage: {
        getItem: (k: string) => storage.get(k) ?? null,
        setItem: (k: string, v: string) => void storage.set(k, v),
      },
    }) as unknown as Window;
    reloadOnChunkError(win);
    win.dispatchEvent(new Event('vite:preloadError', { cancelable: true }));
    win.dispatchEvent(new Event('vite:preloadError', { cancelable: true }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
