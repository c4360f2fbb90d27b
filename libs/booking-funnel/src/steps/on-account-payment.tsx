import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { pageErrorEvent, pushEvent } from '@skybook/analytics';
import type { AgencySessionUser, Order } from '@skybook/api-contract';
import { formatMoney, type Locale } from '@skybook/i18n';
import { useAppContext } from '@skybook/ssr';
import { Button, Spinner } from '@skybook/ui';
import { errorText, orderQuery, errorKeyOf, sectionStyles as styles } from '@skybook/booking-order';

export interface OnAccountPaymentProps {
  order: Order;
  agency: AgencySessionUser;
  locale: Locale;
  /** The total the visitor agreed to (a changed price needs their yes first). */
  agreedTotal: number;
  onPaid: (orderId: string) => void;
  /** False while a newer attempt (by card) is the one whose outcome the page shows. */
  showError?: boolean;
  /** Called as an attempt starts, so the page can drop an older attempt's error. */
  onAttempt?: () => void;
  /** The terms box of the page, sent along: the server books nothing without it (decision 121). */
  termsAccepted: boolean;
  /** Asked first on every click: false stops it there (the page shows why). */
  canSubmit?: () => boolean;
}

/** A signed-in agency books against its credit instead of a card (issue 7). */
export function OnAccountPayment({
  order,
  agency,
  locale,
  agreedTotal,
  onPaid,
  showError = true,
  onAttempt,
  termsAccepted,
  canSubmit,
}: OnAccountPaymentProps) {
  const { api } = useAppContext();
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  const pay = useMutation({
    mutationFn: () =>
      api.payOnAccount({
        orderId: order.orderId,
        expectedTotal: agreedTotal,
        language: locale,
        acceptTerms: termsAccepted,
      }),
    onSuccess: (paid) => {
      queryClient.setQueryData(orderQuery(api, order.orderId).queryKey, {
        ...paid,
        contact: paid.contact ?? order.contact,
      });
      onPaid(paid.orderId);
    },
    onError: (error) => {
      const key = errorKeyOf(error) ?? 'errors.message';
      pushEvent(
        pageErrorEvent({ errorType: key, pageUrl: window.location.pathname, additionalInfo: 'on_account' }),
      );
      if (key === 'errors.price_changed' || key === 'errors.order_expired')
        void queryClient.invalidateQueries({ queryKey: orderQuery(api, order.orderId).queryKey });
    },
  });
  const key = showError ? errorKeyOf(pay.error) : undefined;
  const total = formatMoney(agreedTotal, order.currency, locale);
  const agencyName = agency.agencyName;
  const agencyCurrency = agency.currency;
  const orderCurrency = order.currency;
  // Decision 014: signed in, the funnel works in the agency's currency; an order in another one
  // (e.g. held before signing in) is said so at once rather than refused at the click.
  const otherCurrency = order.currency !== agency.currency;
  const currencyNotice = (
    <Trans>
      This booking is in {orderCurrency}, but bookings on account are made in your agency’s currency,{' '}
      {agencyCurrency}. Search again to see the prices in {agencyCurrency}.
    </Trans>
  );
  return (
    <section className={styles.section} aria-labelledby="on-account-title" data-testid="on-account">
      <h2 id="on-account-title" className={styles.sectionTitle}>
        <Trans>Pay on account</Trans>
      </h2>
      <p className={styles.muted}>
        <Trans>The total is taken from the credit of {agencyName}.</Trans>
      </p>
      {otherCurrency || key === 'errors.invalid_currency' ? (
        <p className={styles.notice} role="alert" data-testid="on-account-currency">
          {currencyNotice}
        </p>
      ) : key && key !== 'errors.terms_required' ? (
        <p className={styles.notice} role="alert">
          {errorText(i18n, key)}
        </p>
      ) : null}
      {otherCurrency ? null : (
        <div className={styles.actions}>
          <Button
            type="button"
            aria-disabled={pay.isPending || undefined}
            onClick={() => {
              if (pay.isPending) return;
              if (canSubmit && !canSubmit()) return;
              onAttempt?.();
              pay.mutate();
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
      )}
    </section>
  );
}
