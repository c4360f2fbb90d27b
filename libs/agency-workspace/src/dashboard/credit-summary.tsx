import { Trans, useLingui } from '@lingui/react/macro';
import { formatMoney, isLocale } from '@skybook/i18n';
import styles from './dashboard.module.css';

export interface CreditSummaryProps {
  /** The agency's credit currency: every figure below is in it (minor units). */
  currency: string;
  /** Missing values show as 0 (spec §3). */
  creditLimit: number | undefined;
  /** Held, not ticketed. */
  reserved: number | undefined;
  /** Ticketed. */
  used: number | undefined;
  /** `creditLimit − reserved − used`, as the ledger has it. */
  available: number | undefined;
}

/**
 * The agency's credit from the ledger (decision 014), in the agency's own currency — never the
 * site's selected one: limit, held, used and what is still available.
 */
export function CreditSummary({ currency, creditLimit, reserved, used, available }: CreditSummaryProps) {
  const { i18n } = useLingui();
  const locale = isLocale(i18n.locale) ? i18n.locale : 'en';
  const money = (amount: number | undefined) => formatMoney(amount ?? 0, currency, locale);
  const cards = [
    { id: 'credit-limit', label: <Trans>Credit limit</Trans>, amount: creditLimit },
    { id: 'credit-reserved', label: <Trans>Held, not ticketed</Trans>, amount: reserved },
    { id: 'credit-used', label: <Trans>Used by tickets</Trans>, amount: used },
    { id: 'credit-available', label: <Trans>Available credit</Trans>, amount: available },
  ];
  return (
    <section aria-labelledby="credit-title" data-currency={currency} data-testid="credit-summary">
      <h2 id="credit-title">
        <Trans>Credit</Trans>
      </h2>
      <p className={styles.note}>
        <Trans>Amounts in {currency}, your agency’s currency.</Trans>
      </p>
      <dl className={styles.cards}>
        {cards.map((card) => (
          <div key={card.id} className={styles.card}>
            <dt>{card.label}</dt>
            <dd data-testid={card.id}>{money(card.amount)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
