import type { Logger } from 'pino';

/** Spec §7/§9: the sync URL hears only about tokens issued within the last 300 seconds. */
export const TOKEN_SYNC_WINDOW_SECONDS = 300;

export interface TokenSync {
  issued(token: string, issuedAt: number): void;
  revoked(token: string, issuedAt: number): void;
}

/** Fire-and-forget POST (new token) / DELETE (sign-out) to `TOKEN_SYNC_URL`; a no-op when unset. */
export function tokenSync(
  url: string | undefined,
  logger: Pick<Logger, 'warn'>,
  fetchImpl: typeof fetch = fetch,
): TokenSync {
  const send = (method: 'POST' | 'DELETE', token: string, issuedAt: number) => {
    if (!url || Date.now() / 1000 - issuedAt > TOKEN_SYNC_WINDOW_SECONDS) return;
    fetchImpl(url, {
      method,
      headers: { authorization: `Bearer ${token}` },
      signal: AbortSignal.timeout(5_000),
    })
      .then((r) => {
        if (!r.ok) logger.warn({ status: r.status, method }, 'token sync refused');
      })
      .catch((err: unknown) => logger.warn({ err, method }, 'token sync failed'));
  };
  return { issued: (t, iat) => send('POST', t, iat), revoked: (t, iat) => send('DELETE', t, iat) };
}
