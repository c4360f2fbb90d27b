/** The steps after /select keep the draft order in `?order=` so back/forward and reload find it. */
interface OrderSearch {
  order?: string;
  hold?: string;
}

export function validateOrderSearch(raw: Record<string, unknown>): OrderSearch {
  const pick = (k: string) =>
    typeof raw[k] === 'string' && /^[0-9a-f-]{36}$/i.test(raw[k]) ? raw[k] : undefined;
  const order = pick('order');
  const hold = pick('hold');
  // Both keys are returned, `undefined` when unusable: the router merges the result over the raw
  // query, so a key left out would reach the page unvalidated.
  return { order, hold: order ? undefined : hold };
}
