import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { isLocale } from '@skybook/i18n';
import { useAppContext } from '@skybook/ssr';
import { airportsQuery } from '../api/search-queries.ts';
import { parseSelectSearch, type SelectSearch } from '../search/select-search.ts';
import { useSelectedCurrency } from '../use-currency.ts';
import { SearchFormView } from './search-form.tsx';

/**
 * A search the home URL carries (`?from=MAD&to=CUN…`): an offer's link, or "Change search" on the
 * results. Nothing when it names no airport, so a plain home page starts empty.
 */
export function searchFromUrl(raw: Record<string, unknown>): SelectSearch | undefined {
  const search = parseSelectSearch(raw);
  return search.from || search.to ? search : undefined;
}

/**
 * The home page's search form: airports from the API, prefilled from the URL's search, and a
 * valid search opens `/{lang}/select`.
 */
export function SearchForm() {
  const { api } = useAppContext();
  const { i18n } = useLingui();
  const locale = isLocale(i18n.locale) ? i18n.locale : 'en';
  const currency = useSelectedCurrency();
  const navigate = useNavigate();
  const initial = searchFromUrl(useSearch({ strict: false }));
  const airports = useQuery(airportsQuery(api));
  return (
    <SearchFormView
      airports={airports.data ?? []}
      airportsLoading={airports.isPending && !airports.isError}
      airportsUnavailable={airports.isError}
      locale={locale}
      currency={currency}
      // A new search in the URL starts the form again from it.
      key={initial ? JSON.stringify(initial) : 'empty'}
      {...(initial ? { initial } : {})}
      onSearch={(search) => void navigate({ to: '/$lang/select', params: { lang: locale }, search })}
    />
  );
}
