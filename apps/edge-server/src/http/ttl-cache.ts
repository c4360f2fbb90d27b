/**
 * Memoises an async lookup per key for `ttlMs`. Concurrent misses share one promise, and
 * a failed lookup is not kept, so an outage is retried on the next request.
 */
export function ttlCache<K, V>(load: (key: K) => Promise<V>, ttlMs: number, now: () => number = Date.now) {
  const entries = new Map<K, { at: number; value: Promise<V> }>();
  return (key: K): Promise<V> => {
    const hit = entries.get(key);
    if (hit && now() - hit.at < ttlMs) return hit.value;
    const value = load(key);
    entries.set(key, { at: now(), value });
    value.catch(() => entries.delete(key));
    if (entries.size > 10_000) entries.delete(entries.keys().next().value as K);
    return value;
  };
}
