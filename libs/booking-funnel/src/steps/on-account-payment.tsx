import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { pageErrorEvent, pushEvent } from '@skybook/analytics';
import type { AgencySessionUser, Order } from '@skybook/api-contract';
import { formatMoney, type Locale } from '@skybook/i18n';
import { useAppContext } from '@skybook/ssr';
import { Button, Spinner } from '@skybook/ui';
import { errorText } from '../error-messages.ts';
import { orderQuery } from '../order/order-queries.ts';
import { errorKeyOf } from './order-errors.ts';
import styles from './funnel-frame.module.css';

export interface OnAccountPaymentProps {
  order: Order;
  agency: AgencySessionUser;
  locale: Locale;
  /** The total the visitor agreed to (a changed price needs their yes first). */
  agreedTotal: number;
  onPaid: (orderId: string) => void;
}

/** A signed-in agency books against its credit instead of a card (issue 7). */
export function OnAccountPayment({ order, agency, locale, agreedTotal, onPaid }: OnAccountPaymentProps) {
  const { api } = useAppContext();
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  const pay = useMutation({
    mutationFn: () => api.payOnAccount({ orderId: order.orderId, expectedTotal: agreedTotal, language: locale }),
    onSuccess: (paid) => {
      queryClient.setQueryData(orderQuery(api, order.orderId).queryKey, { ...paid, contact: paid.contact ?? order.contact });
      onPaid(paid.orderId);
    },
    onError: (error) => {
      const key = errorKeyOf(error) ?? 'errors.message';
      pushEvent(pageErrorEvent({ errorType: key, pageUrl: window.location.pathname, additionalInfo: 'on_account' }));
      if (key === 'errors.price_changed' || key === 'errors.order_expired')
        void queryClient.invalidateQueries({ queryKey: orderQuery(api, order.orderId).queryKey });
    },
  });
  const key = errorKeyOf(pay.error);
  const total = formatMoney(agreedTotal, order.currency, locale);
  const agencyName = agency.agencyName;
  const agencyCurrency = agency.currency;
  return (
    <section className={styles.section} aria-labelledby="on-account-title" data-testid="on-account">
      <h2 id="on-account-title" className={styles.sectionTitle}>
        <Trans>Pay on account</Trans>
      </h2>
      <p className={styles.muted}>
        <Trans>The total is taken from the credit of {agencyName}.</Trans>
      </p>
      {key ? (
        <p className={styles.notice} role="alert">
          {key === 'errors.invalid_currency' ? (
            <Trans>Bookings on account are made in your agency’s currency, {agencyCurrency}. Change the currency and search again.</Trans>
          ) : (
            errorText(i18n, key)
          )}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button
          type="button"
          aria-disabled={pay.isPending || undefined}
          onClick={() => {
            if (!pay.isPending) pay.mutate();
          }}
        >
          {pay.isPending ? (
            <>
              <Spinner /> <Trans>Booking…</Trans>
            </>
          ) : (
            <Trans>Book on account for {total}</Trans>
          )}
        </Button>
      </div>
    </section>
  );
}
