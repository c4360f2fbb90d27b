/**
 * In-process throttle per client IP + username: after `maxFailures` failed sign-ins within
 * `windowMs`, further attempts answer 429 until the window ends. One process only; a shared
 * store (Redis) is the step for running several instances (decision 032).
 */
export function loginThrottle(opts: { maxFailures: number; windowMs: number; maxEntries?: number }) {
  const entries = new Map<string, { failures: number; since: number }>();
  const maxEntries = opts.maxEntries ?? 10_000;
  const keyOf = (ip: string, username: string) => `${ip}|${username.trim().toLowerCase()}`;
  const live = (key: string, now: number) => {
    const entry = entries.get(key);
    if (entry && now - entry.since > opts.windowMs) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };
  return {
    /** Seconds to wait before trying again, or 0 when the attempt may go ahead. */
    retryAfter(ip: string, username: string, now = Date.now()): number {
      const entry = live(keyOf(ip, username), now);
      if (!entry || entry.failures < opts.maxFailures) return 0;
      return Math.max(1, Math.ceil((entry.since + opts.windowMs - now) / 1000));
    },
    failed(ip: string, username: string, now = Date.now()): void {
      const key = keyOf(ip, username);
      const entry = live(key, now) ?? { failures: 0, since: now };
      entry.failures += 1;
      entries.delete(key);
      entries.set(key, entry);
      // Oldest first: the Map's insertion order makes this a cheap LRU bound.
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    },
    succeeded(ip: string, username: string): void {
      entries.delete(keyOf(ip, username));
    },
  };
}
export type LoginThrottle = ReturnType<typeof loginThrottle>;
