import { Trans, useLingui } from '@lingui/react/macro';
import { formatMoney, isLocale } from '@skybook/i18n';
import styles from './dashboard.module.css';

export interface CreditSummaryProps {
  /** Minor units in `currency`; missing values show as 0 (spec §3). */
  creditLimit: number | undefined;
  available: number | undefined;
  currency: string;
}

/** The credit limit and the credit still available, in the selected currency. */
export function CreditSummary({ creditLimit, available, currency }: CreditSummaryProps) {
  const { i18n } = useLingui();
  const locale = isLocale(i18n.locale) ? i18n.locale : 'en';
  return (
    <dl className={styles.cards}>
      <div className={styles.card}>
        <dt>
          <Trans>Credit limit</Trans>
        </dt>
        <dd data-testid="credit-limit">{formatMoney(creditLimit ?? 0, currency, locale)}</dd>
      </div>
      <div className={styles.card}>
        <dt>
          <Trans>Available credit</Trans>
        </dt>
        <dd data-testid="credit-available">{formatMoney(available ?? 0, currency, locale)}</dd>
      </div>
    </dl>
  );
}
