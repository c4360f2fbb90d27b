import { useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { ApiError, type Order } from '@skybook/api-contract';
import {
  PaymentForm,
  createPaymentAttempts,
  errorKeyOf,
  errorText,
  orderQuery,
  type CardToken,
  sectionStyles as shared,
} from '@skybook/booking-order';
import { formatMoney, formatTime, type Locale } from '@skybook/i18n';
import { useAppContext } from '@skybook/ssr';
import styles from './manage.module.css';

export interface ChangePaymentProps {
  /** A booked order with `amountDue` > 0. */
  order: Order;
  locale: Locale;
  /** The visitor's zone, for the time the change lapses. */
  timeZone: string;
  onPaid: (orderId: string) => void;
}

/**
 * The difference a change after booking costs, paid by card through the funnel's `pay` with
 * `expectedTotal = amountDue` (decision 044). The amount on the button is the one charged: a
 * change of it on the server refreshes the order first, and the visitor sees the new amount.
 */
export function ChangePayment({ order, locale, timeZone, onPaid }: ChangePaymentProps) {
  const { api, shell } = useAppContext();
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  const due = order.amountDue?.amount ?? 0;
  // One idempotency key per attempt: a retry after no answer repeats it, so the card is charged once.
  const attempts = useRef(createPaymentAttempts());
  // The card of an attempt that got no answer: the next try sends it again with its key.
  const [retryCard, setRetryCard] = useState<CardToken | undefined>();
  const pay = useMutation({
    mutationFn: (card: CardToken) =>
      api.pay({
        orderId: order.orderId,
        idempotencyKey: attempts.current.keyFor(`${card.cardToken}|${due}`),
        expectedTotal: due,
        language: locale,
        cardToken: card.cardToken,
      }),
    onSuccess: (paid) => {
      queryClient.setQueryData(orderQuery(api, order.orderId).queryKey, paid);
      void queryClient.invalidateQueries({ queryKey: ['manage-booking', order.orderId] });
      onPaid(paid.orderId);
    },
    onError: (error, card) => {
      setRetryCard(attempts.current.settled(error) ? card : undefined);
      // The amount or the change itself is not what the page showed: read the order again.
      const key = errorKeyOf(error);
      if (
        key === 'errors.price_changed' ||
        key === 'errors.change_expired' ||
        key === 'errors.order_not_payable'
      )
        void queryClient.invalidateQueries({ queryKey: orderQuery(api, order.orderId).queryKey });
    },
  });
  const key = errorKeyOf(pay.error);
  // Card refusals sit in the form, beside the card; anything else above it.
  const cardError = pay.error instanceof ApiError && pay.error.status === 402 ? key : undefined;
  const amount = formatMoney(due, order.currency, locale);
  const until = order.changeExpiresAt ? formatTime(new Date(order.changeExpiresAt), locale, timeZone) : null;
  return (
    <section className={styles.section} aria-labelledby="change-payment-title" data-testid="change-payment">
      <h2 id="change-payment-title" className={shared.sectionTitle}>
        <Trans>Pay for your changes</Trans>
      </h2>
      <p data-testid="amount-due">
        <Trans>
          Your changes come to <strong>{amount}</strong>.
        </Trans>{' '}
        {until ? <Trans>Pay before {until} or they are dropped.</Trans> : null}
      </p>
      {key && !cardError ? (
        <p className={shared.notice} role="alert">
          {errorText(i18n, key)}
        </p>
      ) : null}
      <PaymentForm
        amount={due}
        currency={order.currency}
        locale={locale}
        cardFieldUrl={shell.cardFieldUrl}
        submitting={pay.isPending}
        error={cardError}
        retryCard={retryCard}
        onSubmit={(card) => pay.mutate(card)}
      />
    </section>
  );
}
