import { Trans, useLingui } from '@lingui/react/macro';
import { formatMoney, type Locale } from '@skybook/i18n';
import { CATEGORY_LABELS } from './labels.ts';
import type { SeatCategory } from '@skybook/api-contract';
import type { CabinLayout } from './layout.ts';
import styles from './seat-map.module.css';

export interface SeatLegendProps {
  /** The cabin of one flight, its seats quoted for that flight's fare. */
  layout: CabinLayout;
  currency: string;
  locale: Locale;
}

/**
 * What each colour means: the categories on this cabin with the price quoted for them on this
 * flight (a seat's own price, never a table's), then the seat states.
 */
export function SeatLegend({ layout, currency, locale }: SeatLegendProps) {
  const { i18n } = useLingui();
  const prices = new Map<SeatCategory, number>();
  for (const row of layout.rows)
    for (const seat of row.seats) if (!prices.has(seat.category)) prices.set(seat.category, seat.price);
  const categories = [...prices.keys()];
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
              {formatMoney(prices.get(category) ?? 0, currency, locale)}
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
