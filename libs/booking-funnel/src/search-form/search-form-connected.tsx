import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { isLocale } from '@skybook/i18n';
import { useAppContext } from '@skybook/ssr';
import { airportsQuery } from '../api/search-queries.ts';
import { useSelectedCurrency } from '../use-currency.ts';
import { SearchFormView } from './search-form.tsx';

/** The home page's search form: airports from the API, a valid search opens `/{lang}/select`. */
export function SearchForm() {
  const { api } = useAppContext();
  const { i18n } = useLingui();
  const locale = isLocale(i18n.locale) ? i18n.locale : 'en';
  const currency = useSelectedCurrency();
  const navigate = useNavigate();
  const airports = useQuery(airportsQuery(api));
  return (
    <SearchFormView
      airports={airports.data ?? []}
      airportsLoading={airports.isPending && !airports.isError}
      airportsUnavailable={airports.isError}
      locale={locale}
      currency={currency}
      onSearch={(search) => void navigate({ to: '/$lang/select', params: { lang: locale }, search })}
    />
  );
}
