/**
 * JavaScript budgets per app, in KiB of gzip (issue 14, decision 086). A page loads its app's
 * entry (with its static imports, and the language catalog it hydrates with) plus its route's
 * chunk: `total` caps that sum for the named routes, `addedPerRoute` caps what every other
 * route's chunk adds on top of the entry.
 */
export const BUNDLE_BUDGETS = {
  // Issue 14's target for home and the portal's login is 100 KiB. What every page shares is
  // 149 KiB today (React DOM, TanStack Router and Query, jotai, Lingui and the catalog; decision
  // 096), plus about 8 KiB that issue 17 added (icons, the new-build check, the consent manager's
  // loader and Consent Mode defaults, new copy in the catalog; the banner and web-vitals load
  // later, in chunks of their own): these totals hold today's sizes so they only go down.
  'booking-web': {
    total: { index: 165 },
    // The phone-number metadata (29 KiB) loads after the page, where a phone is typed (decision 097).
    addedPerRoute: 40,
  },
  'agency-portal': { total: { ta: 150 }, addedPerRoute: 40 },
} as const satisfies Record<string, AppBudget>;

export interface AppBudget {
  /** Route name (staticData.routeName, the `<name>.lazy.tsx` file) → KiB for entry + route. */
  total: Record<string, number>;
  /** KiB a route's own chunks may add over the entry. */
  addedPerRoute: number;
  /** Routes allowed more than `addedPerRoute`, with the reason beside them. */
  addedFor?: Record<string, number>;
}
