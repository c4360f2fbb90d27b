import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { ApiError } from '@skybook/api-contract';
import { formatIsoDay, type Locale } from '@skybook/i18n';
import { useAppContext } from '@skybook/ssr';
import { airportsQuery, searchFlightsQuery } from '../api/search-queries.ts';
import { toSelectSearch, type FlightSearch, type SelectSearch } from '../search/select-search.ts';
import { InvalidSearch } from './invalid-search.tsx';
import { SearchSummary } from './search-summary.tsx';
import { CalendarStrip } from './calendar-strip.tsx';
import type { Chosen } from './chosen-fares.ts';
import { ContinueBar } from './continue-bar.tsx';
import { DirectionResults } from './direction-results.tsx';
import { MonthFares } from './month-fares.tsx';
import { useFareCalendar } from './use-fare-calendar.ts';
import styles from './select-page.module.css';

export interface SelectResultsProps {
  request: FlightSearch;
  /** Undefined until mounted (see useToday). */
  today: string | undefined;
  locale: Locale;
  onSearchChange: (search: SelectSearch) => void;
  onHeld: (holdId: string) => void;
}

/** Both directions' results for a valid search, the chosen fares and the way on. */
export function SelectResults({ request, today, locale, onSearchChange, onHeld }: SelectResultsProps) {
  const { api } = useAppContext();
  const { t } = useLingui();
  // Searching waits for the visitor's today: a departure already past is refused here, not sent.
  const results = useQuery({ ...searchFlightsQuery(api, request), enabled: today !== undefined });
  const airports = useQuery(airportsQuery(api));
  const [chosen, setChosen] = useState<Chosen>({});
  const back = request.returnDate;
  const outboundCalendar = useFareCalendar(
    request,
    'outbound',
    request.departDate,
    today ?? request.departDate,
    today !== undefined,
  );
  const inboundCalendar = useFareCalendar(
    request,
    'inbound',
    back ?? request.departDate,
    request.departDate,
    Boolean(back),
  );

  const city = (code: string) => airports.data?.find((a) => a.code === code)?.city[locale] ?? code;
  const from = city(request.origin);
  const to = city(request.destination);

  if (results.error instanceof ApiError && results.error.status === 400) {
    return (
      <InvalidSearch
        fields={results.error.body.fields ?? { origin: results.error.body.error }}
        homeHref={`/${locale}`}
      />
    );
  }
  if (results.isError) {
    return (
      <div className={styles.invalid} role="alert">
        <p>
          <Trans>We could not load the flights. Please try again.</Trans>
        </p>
        <button type="button" className={styles.action} onClick={() => void results.refetch()}>
          <Trans>Try again</Trans>
        </button>
      </div>
    );
  }

  const moveDay = (leg: 'outbound' | 'inbound', day: string) => {
    const next = leg === 'outbound' ? { ...request, departDate: day } : { ...request, returnDate: day };
    // Moving the departure past the return drags the return along.
    if (leg === 'outbound' && next.returnDate && next.returnDate < day) next.returnDate = day;
    onSearchChange(toSelectSearch(next));
  };

  return (
    <>
      <SearchSummary request={request} locale={locale} />
      <DirectionResults
        direction="outbound"
        heading={t`Outbound: ${from} to ${to}`}
        subheading={formatIsoDay(request.departDate, locale, 'long')}
        calendar={
          <div className={styles.days}>
            <CalendarStrip
              label={t`Other departure days`}
              selected={request.departDate}
              days={outboundCalendar.data}
              loading={outboundCalendar.isPending}
              min={today ?? ''}
              onSelect={(day) => moveDay('outbound', day)}
              locale={locale}
            />
            <MonthFares
              label={t`Month of departure prices`}
              request={request}
              leg="outbound"
              selected={request.departDate}
              min={today ?? request.departDate}
              enabled={today !== undefined}
              onSelect={(day) => moveDay('outbound', day)}
              locale={locale}
            />
          </div>
        }
        journeys={results.data?.outbound}
        selectedOfferId={chosen.outbound?.offerId}
        onSelect={(fare) => setChosen((c) => ({ ...c, outbound: fare }))}
        locale={locale}
      />
      {back && (
        <DirectionResults
          direction="inbound"
          heading={t`Return: ${to} to ${from}`}
          subheading={formatIsoDay(back, locale, 'long')}
          calendar={
            <div className={styles.days}>
              <CalendarStrip
                label={t`Other return days`}
                selected={back}
                days={inboundCalendar.data}
                loading={inboundCalendar.isPending}
                min={request.departDate}
                onSelect={(day) => moveDay('inbound', day)}
                locale={locale}
              />
              <MonthFares
                label={t`Month of return prices`}
                request={request}
                leg="inbound"
                selected={back}
                min={request.departDate}
                onSelect={(day) => moveDay('inbound', day)}
                locale={locale}
              />
            </div>
          }
          journeys={results.data ? (results.data.inbound ?? []) : undefined}
          selectedOfferId={chosen.inbound?.offerId}
          onSelect={(fare) => setChosen((c) => ({ ...c, inbound: fare }))}
          locale={locale}
        />
      )}
      <ContinueBar
        chosen={chosen}
        needsInbound={Boolean(back)}
        passengers={request.adults + request.children + request.infants}
        locale={locale}
        createHold={api.createHold}
        onHeld={onHeld}
        onStale={() => {
          setChosen({});
          void results.refetch();
        }}
      />
    </>
  );
}
