import { useLingui } from '@lingui/react/macro';
import { Icon } from '@skybook/ui';
import styles from './card-brands.module.css';

/** The card brands the payment form takes (its gateway's `brand`), with their marks from simple-icons. */
export const ACCEPTED_CARDS = [
  { brand: 'visa', name: 'Visa' },
  { brand: 'mastercard', name: 'Mastercard' },
  { brand: 'amex', name: 'American Express' },
] as const;

/**
 * The marks of the cards accepted, before the card field: the marks are decorative, each brand's
 * name is text for a screen reader, and the list has a name of its own.
 */
export function CardBrands() {
  const { t } = useLingui();
  return (
    <ul className={styles.brands} aria-label={t`Cards we accept`} data-testid="card-brands">
      {ACCEPTED_CARDS.map(({ brand, name }) => (
        <li key={brand} className={styles.brand} data-brand={brand} title={name}>
          <Icon name={brand} size={28} />
          <span className="visually-hidden">{name}</span>
        </li>
      ))}
    </ul>
  );
}
