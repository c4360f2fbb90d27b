import { useEffect } from 'react';
import { useRouter } from '@tanstack/react-router';

type NextStep = '/$lang/extras' | '/$lang/passengers' | '/$lang/payment' | '/$lang/confirmation';

/**
 * Fetches the next funnel step's code once this step is on screen: the step moves on with
 * `navigate()` after an API call, not through a link the router could preload on intent, and
 * the visitor should not wait for a chunk after paying.
 */
export function usePreloadStep(next: NextStep): void {
  const router = useRouter();
  useEffect(() => {
    const route = router.routesById[next];
    if (route) void router.loadRouteChunk(route);
  }, [router, next]);
}
