import { Trans, useLingui } from '@lingui/react/macro';
import { formatMoney, type Locale } from '@skybook/i18n';
import { CATEGORY_LABELS } from './labels.ts';
import { seatPrice, type SeatCategory, type SeatPrices } from './layout.ts';
import styles from './seat-map.module.css';

export interface SeatLegendProps {
  categories: readonly SeatCategory[];
  prices: SeatPrices;
  currency: string;
  locale: Locale;
}

/** What each colour means: the categories on this cabin with their prices, then the seat states. */
export function SeatLegend({ categories, prices, currency, locale }: SeatLegendProps) {
  const { i18n } = useLingui();
  return (
    <div className={styles.legend}>
      <h3 className={styles.legendTitle}>
        <Trans>Legend</Trans>
      </h3>
      <ul className={styles.legendList}>
        {categories.map((category) => (
          <li key={category} className={styles.legendItem}>
            <span className={styles.swatch} data-category={category} aria-hidden="true" />
            <span>{i18n._(CATEGORY_LABELS[category])}</span>
            <span className={styles.legendPrice}>
              {formatMoney(seatPrice(category, prices, currency), currency, locale)}
            </span>
          </li>
        ))}
        <li className={styles.legendItem}>
          <span className={styles.swatch} data-state="active" aria-hidden="true" />
          <Trans>Your selection</Trans>
        </li>
        <li className={styles.legendItem}>
          <span className={styles.swatch} data-state="disabled" aria-hidden="true" />
          <Trans>Not available</Trans>
        </li>
        <li className={styles.legendItem}>
          <span className={styles.swatch} data-exit="true" aria-hidden="true" />
          <Trans>Exit row (adults only, no infants)</Trans>
        </li>
      </ul>
    </div>
  );
}
