/**
 * Which regional sites a traveller is offered in the region selector, and the country each serves
 * (decision 107). Staging and mirror sites are internal: reachable, never listed. Until regions
 * carry an ISO country of their own (issue 17), a country site's two-letter code is its country.
 */
const INTERNAL_REGIONS: ReadonlySet<string> = new Set(['stg', 'www2']);

/** `null`: not offered. `country` null: a site for every country (the main site). */
export function regionAudience(code: string): { country: string | null } | null {
  if (INTERNAL_REGIONS.has(code)) return null;
  return { country: /^[a-z]{2}$/.test(code) ? code.toUpperCase() : null };
}
