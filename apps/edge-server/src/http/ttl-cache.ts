/**
 * Memoises an async lookup per key for `ttlMs`. Concurrent misses share one promise, and
 * a failed lookup is not kept, so an outage is retried on the next request. With `generation`, an
 * entry also ends as soon as the generation differs from the one it was loaded at (decision 087).
 */
export function ttlCache<K, V>(
  load: (key: K) => Promise<V>,
  ttlMs: number,
  now: () => number = Date.now,
  generation: () => number = () => 0,
) {
  const entries = new Map<K, { at: number; generation: number; value: Promise<V> }>();
  return (key: K): Promise<V> => {
    const hit = entries.get(key);
    const current = generation();
    if (hit && now() - hit.at < ttlMs && hit.generation === current) return hit.value;
    const value = load(key);
    entries.set(key, { at: now(), generation: current, value });
    value.catch(() => entries.delete(key));
    if (entries.size > 10_000) entries.delete(entries.keys().next().value as K);
    return value;
  };
}
