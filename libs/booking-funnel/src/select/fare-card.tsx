import { useId } from 'react';
import { Plural, useLingui } from '@lingui/react/macro';
import type { FareOption } from '@skybook/api-contract';
import { formatMoney, type Locale } from '@skybook/i18n';
import { FAMILY_NAMES } from './fare-labels.ts';
import { FareInclusions } from './fare-inclusions.tsx';
import styles from './fare-card.module.css';

export interface FareCardProps {
  fare: FareOption;
  /** Radio group name: one choice per direction. */
  name: string;
  checked: boolean;
  onSelect: (fare: FareOption) => void;
  locale: Locale;
}

/** One fare family as a selectable card: price for the whole party, its conditions, seats left. */
export function FareCard({ fare, name, checked, onSelect, locale }: FareCardProps) {
  const { i18n } = useLingui();
  const id = useId();
  const { conditions } = fare;
  return (
    <label className={styles.card} data-family={fare.family} data-checked={checked || undefined}>
      <input
        type="radio"
        className={styles.radio}
        name={name}
        value={fare.offerId}
        checked={checked}
        onChange={() => onSelect(fare)}
        aria-labelledby={`${id}-family ${id}-price`}
        aria-describedby={`${id}-conditions${fare.seatsLeft !== null ? ` ${id}-seats` : ''}`}
      />
      <span id={`${id}-family`} className={styles.family}>
        {i18n._(FAMILY_NAMES[fare.family])}
      </span>
      <span id={`${id}-price`} className={styles.price}>
        {formatMoney(fare.total.amount, fare.total.currency, locale)}
      </span>
      <FareInclusions
        id={`${id}-conditions`}
        className={styles.conditions}
        conditions={conditions}
        locale={locale}
      />
      {fare.seatsLeft !== null && (
        <span id={`${id}-seats`} className={styles.seats}>
          <Plural value={fare.seatsLeft} one="Only # seat left" other="Only # seats left" />
        </span>
      )}
    </label>
  );
}
