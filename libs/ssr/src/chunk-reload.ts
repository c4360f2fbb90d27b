/** Spec §4/§9: a failed chunk load (a deploy replaced the files) reloads the page, at most once per 10 s. */
export const CHUNK_RELOAD_GUARD_MS = 10_000;
export const CHUNK_RELOAD_KEY = 'skybook:chunk-reload-at';
const KEY = CHUNK_RELOAD_KEY;

export function shouldReloadAfterChunkError(lastReloadAt: number | null, now: number): boolean {
  return lastReloadAt === null || now - lastReloadAt > CHUNK_RELOAD_GUARD_MS;
}

/** Listens for Vite's `vite:preloadError`; the guard keeps a page that keeps failing from reloading in a loop. */
export function reloadOnChunkError(win: Window = window): void {
  win.addEventListener('vite:preloadError', (event) => {
    const last = Number(win.sessionStorage.getItem(KEY)) || null;
    if (!shouldReloadAfterChunkError(last, Date.now())) return;
    event.preventDefault();
    win.sessionStorage.setItem(KEY, String(Date.now()));
    win.location.reload();
  });
}
