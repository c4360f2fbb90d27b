import { Trans, useLingui } from '@lingui/react/macro';
import type { RefundQuote } from '@skybook/api-contract';
import { formatMoney, type Locale } from '@skybook/i18n';
import { sectionStyles as shared } from '@skybook/booking-order';
import styles from './manage.module.css';

/** What cancelling gives back, per journey and in all, from the fare conditions (decision 045). */
export function RefundQuoteView({ quote, locale }: { quote: RefundQuote; locale: Locale }) {
  const { t } = useLingui();
  const money = (amount: number) => formatMoney(amount, quote.currency, locale);
  return (
    <div className={styles.section} data-testid="refund-quote">
      <ul className={shared.list}>
        {quote.journeys.map((j) => {
          const paid = money(j.paid);
          const refund = money(j.refund);
          return (
            <li key={j.direction} className={shared.item} data-testid={`quote-${j.direction}`}>
              <strong>{j.direction === 'inbound' ? t`Return` : t`Outbound`}</strong>
              <br />
              {j.refundable ? (
                <Trans>
                  Refundable fare: you paid {paid} and get back {refund}.
                </Trans>
              ) : (
                <Trans>
                  Non-refundable fare: you paid {paid} and get back {refund} (airport and government taxes).
                </Trans>
              )}
            </li>
          );
        })}
      </ul>
      <dl className={styles.facts}>
        <dt>
          <Trans>Paid</Trans>
        </dt>
        <dd className={styles.amount}>{money(quote.paid)}</dd>
        <dt>
          <Trans>Refund to your card</Trans>
        </dt>
        <dd className={styles.amount} data-testid="quote-refund">
          {money(quote.refund)}
        </dd>
        <dt>
          <Trans>Not refunded</Trans>
        </dt>
        <dd className={styles.amount}>{money(quote.kept)}</dd>
      </dl>
    </div>
  );
}
