import { Trans } from '@lingui/react/macro';
import { formatMoney, type Locale } from '@skybook/i18n';
import type { ChangeFacts } from './change-facts.ts';
import { sectionStyles as shared } from '@skybook/booking-order';
import styles from './manage.module.css';

export interface ChangeSummaryProps {
  facts: ChangeFacts;
  reference: string;
  locale: Locale;
  manageHref: string;
}

/** `/manage/confirmation`: the change in one sentence — what was charged, or the cancellation and its refund. */
export function ChangeSummary({ facts, reference, locale, manageHref }: ChangeSummaryProps) {
  const money = (amount: number, currency: string) => formatMoney(amount, currency, locale);
  let body;
  if (facts.kind === 'paid') {
    const amount = money(facts.amount, facts.currency);
    body = (
      <p className={styles.success} data-testid="change-paid">
        <Trans>
          Your changes to booking {reference} are paid: we charged <strong>{amount}</strong> to your card.
        </Trans>
      </p>
    );
  } else if (facts.kind === 'cancelled') {
    const refund = money(facts.refund, facts.currency);
    const kept = money(facts.kept, facts.currency);
    body = (
      <div className={styles.section} data-testid="change-cancelled">
        <p className={styles.success}>
          <Trans>Booking {reference} is cancelled.</Trans>
        </p>
        <p data-testid="refund-outcome" data-state={facts.refundState}>
          {facts.refundState === 'refunded' ? (
            <Trans>
              We have refunded <strong>{refund}</strong> to your card. It can take a few days to show on your
              statement.
            </Trans>
          ) : facts.refundState === 'none' ? (
            <Trans>Your fare gives no refund.</Trans>
          ) : facts.refundState === 'failed' ? (
            <Trans>
              Your refund of <strong>{refund}</strong> could not be made yet. Please try again later from your
              booking, or contact us.
            </Trans>
          ) : (
            <Trans>
              Your refund of <strong>{refund}</strong> is on its way to your card.
            </Trans>
          )}
        </p>
        {facts.kept > 0 ? (
          <p className={shared.muted}>
            <Trans>Not refunded under your fare’s conditions: {kept}.</Trans>
          </p>
        ) : null}
      </div>
    );
  } else {
    body = (
      <p className={styles.info}>
        <Trans>There is no recent change to show for booking {reference}.</Trans>
      </p>
    );
  }
  return (
    <div className={styles.section} role="status">
      {body}
      <p>
        <a href={manageHref} data-testid="back-to-manage">
          <Trans>Back to your booking</Trans>
        </a>
      </p>
    </div>
  );
}
