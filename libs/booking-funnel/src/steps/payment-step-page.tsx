import { useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { pageErrorEvent, pushEvent } from '@skybook/analytics';
import { ApiError, type Order } from '@skybook/api-contract';
import { formatMoney, type Locale } from '@skybook/i18n';
import { useSession } from '@skybook/auth';
import { useAppContext } from '@skybook/ssr';
import { Button } from '@skybook/ui';
import {
  type CardToken,
  PaymentForm,
  errorText,
  orderQuery,
  errorKeyOf,
  createPaymentAttempts,
  TermsAcceptance,
  sectionStyles as styles,
} from '@skybook/booking-order';
import { useFunnelEvent } from '../order/funnel-analytics.ts';
import { FunnelFrame } from './funnel-frame.tsx';
import { OnAccountPayment } from './on-account-payment.tsx';
import { PaymentRecap } from './payment-recap.tsx';
import { useOrderId } from './use-order-id.ts';

export interface PaymentStepPageProps {
  orderId?: string | undefined;
  onPaid: (orderId: string) => void;
}

function PaymentContent({
  order,
  locale,
  onPaid,
}: {
  order: Order;
  locale: Locale;
  onPaid: (id: string) => void;
}) {
  const { api, shell } = useAppContext();
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  const { agency } = useSession();
  useFunnelEvent('payment', order);
  // The total the visitor agreed to; a server-side change needs their explicit yes (spec: re-check).
  const [agreedTotal, setAgreedTotal] = useState(order.total.amount);
  const attempts = useRef(createPaymentAttempts());
  // The card of an attempt that got no answer: the next try sends it again with its key.
  const [retryCard, setRetryCard] = useState<CardToken | undefined>();
  // The terms box (decision 121): the server refuses a booking without it; the page says so first.
  const [termsAccepted, setTermsAccepted] = useState(false);
  const [termsMissing, setTermsMissing] = useState(false);
  const termsBox = useRef<HTMLInputElement>(null);
  const requireTerms = () => {
    if (termsAccepted) return true;
    setTermsMissing(true);
    termsBox.current?.focus();
    return false;
  };
  const pay = useMutation({
    mutationFn: (card: CardToken) =>
      api.pay({
        orderId: order.orderId,
        idempotencyKey: attempts.current.keyFor(`${card.cardToken}|${agreedTotal}`),
        expectedTotal: agreedTotal,
        language: locale,
        cardToken: card.cardToken,
        acceptTerms: termsAccepted,
      }),
    onSuccess: (paid) => {
      // A booked order's contact is not sent back; the confirmation still names the address typed.
      queryClient.setQueryData(orderQuery(api, order.orderId).queryKey, {
        ...paid,
        contact: paid.contact ?? order.contact,
      });
      onPaid(paid.orderId);
    },
    onError: (error, card) => {
      setRetryCard(attempts.current.settled(error) ? card : undefined);
      const key = errorKeyOf(error) ?? 'errors.message';
      pushEvent(
        pageErrorEvent({ errorType: key, pageUrl: window.location.pathname, additionalInfo: 'payment' }),
      );
      if (key === 'errors.price_changed' || key === 'errors.order_expired')
        void queryClient.invalidateQueries({ queryKey: orderQuery(api, order.orderId).queryKey });
    },
  });
  // Only the latest attempt's error shows: a card attempt hides an older on-account refusal and
  // the other way round (each mutation already forgets its own error when it starts again).
  const [latest, setLatest] = useState<'card' | 'account'>('card');
  const key = latest === 'card' ? errorKeyOf(pay.error) : undefined;
  // The order is refetched after a 409 price_changed (card or account): a new total needs a yes.
  const priceChanged = order.total.amount !== agreedTotal;
  const newTotal = formatMoney(order.total.amount, order.currency, locale);
  const newError = pay.error instanceof ApiError && pay.error.status === 402 ? key : undefined;
  // The server's refusal for want of the terms shows at the box, as the page's own check does.
  const termsError =
    termsMissing || (key === 'errors.terms_required' && !termsAccepted) ? 'errors.terms_required' : undefined;

  return (
    <>
      {priceChanged ? (
        <div className={styles.notice} role="alert">
          <p>
            <Trans>The price of your booking has changed. The new total is {newTotal}.</Trans>
          </p>
          <Button
            type="button"
            onClick={() => setAgreedTotal(order.total.amount)}
            data-testid="accept-new-price"
          >
            <Trans>Accept the new total</Trans>
          </Button>
        </div>
      ) : key && !newError && key !== 'errors.terms_required' ? (
        <p className={styles.notice} role="alert">
          {errorText(i18n, key)}
        </p>
      ) : null}
      <PaymentRecap order={order} locale={locale} />
      <TermsAcceptance
        ref={termsBox}
        checked={termsAccepted}
        onChange={(checked) => {
          setTermsAccepted(checked);
          if (checked) setTermsMissing(false);
        }}
        termsHref={`/${locale}/legal`}
        error={termsError}
      />
      {agency ? (
        <OnAccountPayment
          order={order}
          agency={agency}
          locale={locale}
          agreedTotal={agreedTotal}
          onPaid={onPaid}
          showError={latest === 'account'}
          onAttempt={() => setLatest('account')}
          termsAccepted={termsAccepted}
          canSubmit={requireTerms}
        />
      ) : null}
      <PaymentForm
        amount={agreedTotal}
        currency={order.currency}
        locale={locale}
        cardFieldUrl={shell.cardFieldUrl}
        submitting={pay.isPending}
        error={newError}
        retryCard={retryCard}
        canSubmit={requireTerms}
        onSubmit={(card) => {
          setLatest('card');
          pay.mutate(card);
        }}
      />
    </>
  );
}

/** `/{lang}/payment`: the card, charged once whatever the retries, for the total the visitor saw. */
export function PaymentStepPage({ orderId: fromUrl, onPaid }: PaymentStepPageProps) {
  const orderId = useOrderId(fromUrl);
  return (
    <FunnelFrame title={<Trans>Payment</Trans>} routeName="payment" orderId={orderId}>
      {(order, locale) => <PaymentContent order={order} locale={locale} onPaid={onPaid} />}
    </FunnelFrame>
  );
}
