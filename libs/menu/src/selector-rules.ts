/** What choosing an entry in the region/language/currency selector does (spec §4 "Selector"). */
export type SelectorAction =
  | { kind: 'redirect'; url: string }
  | { kind: 'language'; locale: string; path: string }
  | { kind: 'currency'; currency: string }
  | { kind: 'none' };

export type SelectorChoice =
  | { kind: 'region'; regionId: number; regionUrl: string }
  | { kind: 'language'; locale: string }
  | { kind: 'currency'; currency: string };

export interface SelectorState {
  regionId: number;
  locale: string;
  currency: string;
  /** Path and query of the current page, kept when moving to another region's host. */
  pathWithSearch: string;
}

/**
 * Another region → the same path on that region's host. Within the region, a language change
 * goes to that language's home (`/{language}`) and a currency change stays on the page.
 * Choosing what is already selected does nothing.
 */
export function selectorAction(choice: SelectorChoice, state: SelectorState): SelectorAction {
  switch (choice.kind) {
    case 'region':
      return choice.regionId === state.regionId
        ? { kind: 'none' }
        : { kind: 'redirect', url: `${choice.regionUrl.replace(/\/+$/, '')}${state.pathWithSearch}` };
    case 'language':
      return choice.locale === state.locale
        ? { kind: 'none' }
        : { kind: 'language', locale: choice.locale, path: `/${choice.locale}` };
    case 'currency':
      return choice.currency === state.currency
        ? { kind: 'none' }
        : { kind: 'currency', currency: choice.currency };
  }
}
