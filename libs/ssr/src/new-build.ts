import { useEffect, useState } from 'react';
import { useRouter } from '@tanstack/react-router';
import { useAppContext } from './app-context.tsx';

/** Spec §4: how often an open page asks whether a newer build is live. */
export const NEW_BUILD_POLL_MS = 10 * 60_000;
/** A navigation or a tab coming back asks again, at most this often. */
export const NEW_BUILD_MIN_GAP_MS = 60_000;

/** The path that tells which build of `app` serves this host now (apps/edge-server). */
export const buildVersionPath = (app: string) => `/_build-version/${app}`;

/**
 * Asks the server for the build it serves now and compares it with the one this page runs (its
 * entry script's hashed URL). Any failure counts as "no news": a network blip never prompts.
 */
export function createBuildWatch(opts: {
  app: string;
  current: string;
  fetch: typeof fetch;
  now: () => number;
  onNewBuild: () => void;
}) {
  // The page was just served by the build it runs: the first question can wait.
  let lastCheck = opts.now();
  let found = false;
  return async function check(force = false): Promise<void> {
    if (found || (!force && opts.now() - lastCheck < NEW_BUILD_MIN_GAP_MS)) return;
    lastCheck = opts.now();
    try {
      const response = await opts.fetch(buildVersionPath(opts.app), { cache: 'no-store' });
      if (!response.ok) return;
      const { version } = (await response.json()) as { version?: unknown };
      if (typeof version === 'string' && version !== opts.current && !found) {
        found = true;
        opts.onNewBuild();
      }
    } catch {
      // Offline or mid-deploy: ask again later.
    }
  };
}

/**
 * True once a newer build of `app` is live. Checked every ten minutes, when the tab comes back
 * into view, and after client-side navigations (at most once a minute). Never in development.
 */
export function useNewBuild(app: string): boolean {
  const { shell } = useAppContext();
  const router = useRouter();
  const [available, setAvailable] = useState(false);
  const current = shell.assets.scripts[0];
  useEffect(() => {
    if (!current || shell.assets.dev) return;
    const check = createBuildWatch({
      app,
      current,
      fetch: (...args) => fetch(...args),
      now: Date.now,
      onNewBuild: () => setAvailable(true),
    });
    const timer = setInterval(() => void check(true), NEW_BUILD_POLL_MS);
    const onVisible = () => document.visibilityState === 'visible' && void check();
    document.addEventListener('visibilitychange', onVisible);
    const unsubscribe = router.subscribe('onResolved', () => void check());
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
      unsubscribe();
    };
  }, [app, current, shell.assets.dev, router]);
  return available;
}
