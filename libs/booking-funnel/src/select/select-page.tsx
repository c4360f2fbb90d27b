import { useEffect, useMemo } from 'react';
import { funnelEvent, pushEvent } from '@skybook/analytics';
import { Trans, useLingui } from '@lingui/react/macro';
import { isLocale } from '@skybook/i18n';
import { StepLayout } from '@skybook/booking-order';
import { toSearchRequest, type SelectSearch } from '../search/select-search.ts';
import { useToday } from '../search/use-today.ts';
import { useSelectedCurrency } from '../use-currency.ts';
import { InvalidSearch } from './invalid-search.tsx';
import { SelectResults } from './select-results.tsx';

export interface SelectPageProps {
  /** The URL's search params, already parsed leniently by the route. */
  search: SelectSearch;
  /** Puts a changed search (another day from the strip) into the URL. */
  onSearchChange: (search: SelectSearch) => void;
  /** Opens /extras with the new hold. */
  onHeld: (holdId: string) => void;
}

/** `/{lang}/select`: the flight selection step for the search in the URL. */
export function SelectPage({ search, onSearchChange, onHeld }: SelectPageProps) {
  const { i18n } = useLingui();
  const locale = isLocale(i18n.locale) ? i18n.locale : 'en';
  const currency = useSelectedCurrency();
  const today = useToday();
  const check = useMemo(() => toSearchRequest(search, currency, today), [search, currency, today]);
  const searched = check.ok ? check.request : null;
  // Step 1 of the funnel event: once per search shown (a changed currency is the same search).
  const searchKey = searched
    ? [searched.origin, searched.destination, searched.departDate, searched.returnDate ?? ''].join('|')
    : '';
  useEffect(() => {
    if (!searchKey || !today) return;
    const [origin = '', destination = '', checkIn = '', checkOut] = searchKey.split('|');
    pushEvent(
      funnelEvent({ step: 'select', origin, destination, checkIn, checkOut: checkOut || undefined, today }),
    );
  }, [searchKey, today]);
  return (
    <StepLayout title={<Trans>Choose your flights</Trans>} route="select">
      {check.ok ? (
        // A new search starts with nothing chosen: the key drops the previous selection.
        <SelectResults
          key={JSON.stringify(check.request)}
          request={check.request}
          today={today}
          locale={locale}
          onSearchChange={onSearchChange}
          onHeld={onHeld}
        />
      ) : (
        <InvalidSearch fields={check.fields} homeHref={`/${locale}`} />
      )}
    </StepLayout>
  );
}
