// Public API of @skybook/booking-funnel: the search form, the select step and the hold status.
export { SearchForm } from './search-form/search-form-connected.tsx';
export { SelectPage, type SelectPageProps } from './select/select-page.tsx';
export { HoldStatus } from './hold/hold-status.tsx';
export { rememberedHold } from './hold/hold-storage.ts';
export { parseSelectSearch, SelectSearchSchema, type SelectSearch } from './search/select-search.ts';
export { airportsQuery, searchFlightsQuery, fareCalendarQuery, holdQuery } from './api/search-queries.ts';
export { useSelectedCurrency } from './use-currency.ts';
export * from './checkout/index.ts';
