import type { LowestFareResponse } from '@skybook/api-contract';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatMoney, type Locale } from '@skybook/i18n';
import type { Destination } from './destination-catalogue.ts';
import { DestinationIllustration } from './destination-illustration.tsx';
import styles from './destinations.module.css';

/**
 * The search a destination opens: its cheapest day for one adult when the server found one (the
 * results page), otherwise home with the route in the form and the date left to the traveller.
 */
export function destinationSearchHref(
  destination: Destination,
  fare: LowestFareResponse | undefined,
  locale: Locale,
) {
  const route = { from: destination.origin, to: destination.code };
  if (!fare?.lowest) return `/${locale}?${new URLSearchParams(route)}`;
  const search = new URLSearchParams({ ...route, depart: fare.lowest.date, adults: '1' });
  return `/${locale}/select?${search}`;
}

/**
 * One destination: its drawing, what the place is, when to go, how long the flight is, and the
 * server's "from" price for one adult with a link to that search. `fare` undefined: not known
 * (the server failed); `lowest` null: nothing bookable in the coming weeks.
 */
export function DestinationPage({
  destination,
  fare,
  locale,
}: {
  destination: Destination;
  fare: LowestFareResponse | undefined;
  locale: Locale;
}) {
  const { i18n } = useLingui();
  const lowest = fare?.lowest;
  return (
    <article className={styles.page} aria-labelledby="destination-title">
      <h1 id="destination-title">{i18n._(destination.name)}</h1>
      <DestinationIllustration code={destination.code} hero />
      <div className={styles.facts}>
        <p>{i18n._(destination.summary)}</p>
        <p>{i18n._(destination.bestTime)}</p>
        <p>{i18n._(destination.flightTime)}</p>
      </div>
      <div className={styles.fare}>
        {lowest ? (
          <p>
            <Trans>
              One way from{' '}
              <strong data-testid="destination-price">
                {formatMoney(lowest.total.amount, lowest.total.currency, locale)}
              </strong>
            </Trans>
          </p>
        ) : (
          <p>
            <Trans>Search for your dates to see our fares.</Trans>
          </p>
        )}
        <a
          className={styles.search}
          href={destinationSearchHref(destination, fare, locale)}
          data-testid="destination-search"
        >
          <Trans>Search flights</Trans>
        </a>
      </div>
    </article>
  );
}
