/** What a cached page varies by besides its key: the per-response values cut out of its body. */
export type Slot = 'nonce' | 'uid' | 'sessionId';

/**
 * Stand-ins the page is rendered with instead of the response's own CSP nonce and the visitor's
 * anonymous uid and session id; each response gets its own values put back (decision 087).
 */
export const SLOT_MARKERS: Readonly<Record<Slot, string>> = {
  nonce: 'rcslotnonce7Qx2Vb9Kf',
  uid: 'rcslotuid5Hn8Wd3Lp',
  sessionId: 'rcslotsid4Jr6Tz1Mc',
};

const MARKER_PATTERN = new RegExp(Object.values(SLOT_MARKERS).join('|'), 'g');
const SLOT_OF = new Map(Object.entries(SLOT_MARKERS).map(([slot, marker]) => [marker, slot as Slot]));

/**
 * A rendered page split around its slots, so filling one costs a join and no search. The parts are
 * kept as UTF-8 bytes: encoding the whole page again for every response was garbage the collector
 * spent a sixth of a cached page's CPU on (decision 105).
 */
export interface CachedPage {
  generation: number;
  at: number;
  status: number;
  headers: [string, string][];
  parts: Buffer[];
  slots: Slot[];
}

/** Cuts `body` at every marker: `parts` has one more element than `slots`. */
export function splitAtSlots(body: string): Pick<CachedPage, 'parts' | 'slots'> {
  const parts: Buffer[] = [];
  const slots: Slot[] = [];
  let from = 0;
  for (const match of body.matchAll(MARKER_PATTERN)) {
    parts.push(Buffer.from(body.slice(from, match.index)));
    slots.push(SLOT_OF.get(match[0])!);
    from = match.index + match[0].length;
  }
  parts.push(Buffer.from(body.slice(from)));
  return { parts, slots };
}

/**
 * The page's body for one response, as the stored bytes with the values in between: written in
 * order without being copied into one buffer first.
 */
export function fillSlots(page: Pick<CachedPage, 'parts' | 'slots'>, values: Record<Slot, string>): Buffer[] {
  const chunks: Buffer[] = [page.parts[0]!];
  for (let i = 0; i < page.slots.length; i++)
    chunks.push(Buffer.from(values[page.slots[i]!]), page.parts[i + 1]!);
  return chunks;
}

/**
 * Rendered anonymous pages of this process, least recently used dropped first. A page is served
 * only for the content generation it was rendered at and for at most `maxAgeMs`, which keeps the
 * data timestamps it carries (TanStack Query's freshness) recent enough not to be refetched.
 */
export function renderCache(opts: { maxEntries: number; maxAgeMs: number; now?: () => number }) {
  const now = opts.now ?? Date.now;
  const pages = new Map<string, CachedPage>();
  return {
    get(key: string, generation: number): CachedPage | undefined {
      const page = pages.get(key);
      if (!page) return undefined;
      pages.delete(key);
      if (page.generation !== generation || now() - page.at >= opts.maxAgeMs) return undefined;
      pages.set(key, page);
      return page;
    },
    set(key: string, page: Omit<CachedPage, 'at'>): void {
      pages.delete(key);
      pages.set(key, { ...page, at: now() });
      if (pages.size > opts.maxEntries) pages.delete(pages.keys().next().value!);
    },
    get size() {
      return pages.size;
    },
  };
}

export type RenderCache = ReturnType<typeof renderCache>;
