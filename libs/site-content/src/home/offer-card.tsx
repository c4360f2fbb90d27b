import type { Offer } from '@skybook/api-contract';
import { Trans } from '@lingui/react/macro';
import { formatMoney, type Locale } from '@skybook/i18n';
import styles from './home-content.module.css';

/** One fare offer: the route and its "from" price in the offer's currency. */
export function OfferCard({ offer, locale }: { offer: Offer; locale: Locale }) {
  const price = formatMoney(offer.amount, offer.currencyCode, locale);
  return (
    <article className={styles.card} data-testid="offer">
      <h3 className={styles.cardTitle}>{offer.title}</h3>
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
