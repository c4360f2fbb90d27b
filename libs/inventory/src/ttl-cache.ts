/**
 * A bounded map of entries that expire `ttlMs` after they were made. A promise is cached as
 * soon as its load starts, so concurrent callers share one load; a failed load is forgotten.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, { at: number; value: V }>();
  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
  ) {}

  get(key: string, load: () => V, now = Date.now()): V {
    const hit = this.entries.get(key);
    if (hit && now - hit.at < this.ttlMs) return hit.value;
    // Oldest first (insertion order): when full, the oldest goes.
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    const value = load();
    this.entries.set(key, { at: now, value });
    if (value instanceof Promise)
      value.catch(() => {
        if (this.entries.get(key)?.value === value) this.entries.delete(key);
      });
    return value;
  }

  /** The value while it is fresh, without loading. */
  peek(key: string, now = Date.now()): V | undefined {
    const hit = this.entries.get(key);
    return hit && now - hit.at < this.ttlMs ? hit.value : undefined;
  }

  set(key: string, value: V, now = Date.now()): void {
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { at: now, value });
  }
}
