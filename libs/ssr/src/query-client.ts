import { QueryClient } from '@tanstack/react-query';

/**
 * One QueryClient per request on the server, one per tab in the browser. A minute of
 * freshness means data the server fetched is used as-is after hydration, not refetched.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    // The server renders once: a failed query shows the error page now rather than after retries.
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        retry: typeof window === 'undefined' ? 0 : 1,
        refetchOnWindowFocus: false,
      },
    },
  });
}
