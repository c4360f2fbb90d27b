import * as v from 'valibot';
import { fieldErrors, SearchFlightsRequest } from '@skybook/api-contract';

/**
 * The `/select` URL: `?from=MAD&to=BOG&depart=2026-12-01&return=2026-12-08&adults=2&children=0&infants=0`.
 * Parsing never throws (garbage becomes "missing"), so a bad link reaches the page and gets
 * a clear message there; the real rules are the contract's, applied by `toSearchRequest`.
 */
const text = v.fallback(
  v.optional(v.pipe(v.union([v.string(), v.number()]), v.transform(String))),
  undefined,
);
const count = v.fallback(
  v.optional(v.pipe(v.union([v.string(), v.number()]), v.transform(Number), v.number(), v.integer())),
  undefined,
);

export const SelectSearchSchema = v.object({
  from: text,
  to: text,
  depart: text,
  return: text,
  adults: count,
  children: count,
  infants: count,
});
export type SelectSearch = v.InferOutput<typeof SelectSearchSchema>;

export function parseSelectSearch(raw: Record<string, unknown>): SelectSearch {
  // Every key is in the result, `undefined` when missing or garbage: the router merges the result
  // over the raw query (a key left out would reach the page unvalidated) and leaves undefined
  // keys out of the URL it writes back.
  return v.parse(SelectSearchSchema, raw);
}

export type FlightSearch = v.InferOutput<typeof SearchFlightsRequest>;

export type SearchCheck = { ok: true; request: FlightSearch } | { ok: false; fields: Record<string, string> };

/**
 * A search as the API takes it, or the field keys that make it unusable. A departure before
 * `today` is refused too; without `today` (server render) the API has the last word on it.
 */
export function toSearchRequest(search: SelectSearch, currency: string, today?: string): SearchCheck {
  const result = v.safeParse(SearchFlightsRequest, {
    origin: search.from?.toUpperCase(),
    destination: search.to?.toUpperCase(),
    departDate: search.depart,
    ...(search.return ? { returnDate: search.return } : {}),
    adults: search.adults ?? 1,
    children: search.children ?? 0,
    infants: search.infants ?? 0,
    currency,
  });
  if (!result.success) return { ok: false, fields: fieldErrors(result.issues) };
  if (today && result.output.departDate < today)
    return { ok: false, fields: { departDate: 'errors.date_in_past' } };
  return { ok: true, request: result.output };
}

/** The URL search for a request, the inverse of `toSearchRequest`. */
export function toSelectSearch(request: FlightSearch): SelectSearch {
  return {
    from: request.origin,
    to: request.destination,
    depart: request.departDate,
    ...(request.returnDate ? { return: request.returnDate } : {}),
    adults: request.adults,
    children: request.children,
    infants: request.infants,
  };
}
