import { useEffect } from 'react';
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { offersNeedReload, offersQuery, showOffersFetching } from '@skybook/domain-config';
import { isLocale } from '@skybook/i18n';
import { useAppContext, useCurrencyStore } from '@skybook/ssr';
import { OfferCard } from './offer-card.tsx';
import styles from './home-content.module.css';

/** Spec §4 offers: reload on language, domain or currency change, with a fetching indicator on home. */
export function OffersSection({
  domainId,
  languageId,
  preview,
  isHome,
}: {
  domainId: number;
  languageId: number;
  preview: boolean;
  isHome: boolean;
}) {
  const { api, i18n } = useAppContext();
  const [{ currency }] = useCurrencyStore();
  const query = useQuery(offersQuery(api, { domainId, languageId, preview, currency }));
  const { data, isFetching, refetch } = query;

  // On start: offers priced in another currency than the selected one are reloaded.
  useEffect(() => {
    if (!isFetching && offersNeedReload(data, currency)) void refetch();
    // Only on start and when the data arrives; a currency change is handled by the query key.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data === undefined]);

  const fetching = showOffersFetching(isFetching, isHome);
  const locale = isLocale(i18n.locale) ? i18n.locale : 'en';
  return (
    <section className={styles.section} aria-labelledby="offers-title" aria-busy={fetching}>
      <h2 id="offers-title">
        <Trans>Our best fares</Trans>
      </h2>
      <p className={styles.fetching} role="status" data-testid="offers-fetching">
        {fetching ? <Trans>Updating prices…</Trans> : null}
      </p>
      {query.isError ? (
        <p role="alert">
          <Trans>We could not load the offers. Please try again later.</Trans>
        </p>
      ) : (
        <div className={styles.grid} data-fetching={fetching || undefined}>
          {(data ?? []).map((offer) => (
            <OfferCard key={offer.id} offer={offer} locale={locale} />
          ))}
        </div>
      )}
    </section>
  );
}
