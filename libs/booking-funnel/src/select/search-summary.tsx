import { Trans } from '@lingui/react/macro';
import { formatIsoDay, type Locale } from '@skybook/i18n';
import type { FlightSearch } from '../search/select-search.ts';
import { usePartyLabel } from '../search-form/use-party-label.ts';
import styles from './select-page.module.css';

/** Home with this search in its form, so changing one detail keeps the rest. */
export function changeSearchHref(request: FlightSearch, locale: Locale): string {
  const query = new URLSearchParams({
    from: request.origin,
    to: request.destination,
    depart: request.departDate,
    ...(request.returnDate ? { return: request.returnDate } : {}),
    adults: String(request.adults),
    children: String(request.children),
    infants: String(request.infants),
  });
  return `/${locale}?${query}`;
}

/** The search being shown, in one line, with a way back to change it. */
export function SearchSummary({ request, locale }: { request: FlightSearch; locale: Locale }) {
  const party = usePartyLabel(request);
  const dates = [request.departDate, request.returnDate]
    .filter((d) => d !== undefined)
    .map((d) => formatIsoDay(d, locale));
  return (
    <p className={styles.summary}>
      <span>
        {request.origin} {request.returnDate ? '⇄' : '→'} {request.destination}
      </span>
      <span>{dates.join(' – ')}</span>
      <span>{party}</span>
      <a href={changeSearchHref(request, locale)} className={styles.change}>
        <Trans>Change search</Trans>
      </a>
    </p>
  );
}
