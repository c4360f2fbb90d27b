import type { Offer } from '@skybook/api-contract';
import { Trans } from '@lingui/react/macro';
import { formatMoney, type Locale } from '@skybook/i18n';
import styles from './home-content.module.css';

/**
 * One fare offer: the route and its "from" price in the offer's currency. The whole card links to
 * home with the route in the search form; the traveller picks the dates (an offer names none).
 * The destination's drawing is a small, lazy thumbnail (decision 126): smaller than the hero's
 * text, it can never become the page's largest paint, and decorative, as the title names the city.
 */
export function OfferCard({ offer, locale }: { offer: Offer; locale: Locale }) {
  const price = formatMoney(offer.amount, offer.currencyCode, locale);
  const search = new URLSearchParams({ from: offer.originCode, to: offer.destinationCode });
  return (
    <article className={styles.card} data-testid="offer">
      {offer.image ? (
        <img
          className={styles.cardImage}
          src={offer.image}
          alt=""
          width={96}
          height={54}
          loading="lazy"
          decoding="async"
          data-testid="offer-illustration"
        />
      ) : null}
      <h3 className={styles.cardTitle}>
        <a className={styles.cardLink} href={`/${locale}?${search}`}>
          {offer.title}
        </a>
      </h3>
      <p className={styles.route}>
        {offer.originCode} → {offer.destinationCode}
      </p>
      <p className={styles.price}>
        <Trans>
          from <strong data-testid="offer-price">{price}</strong>
        </Trans>
      </p>
    </article>
  );
}
