import { useContext, useRef, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatMoney, type Locale } from '@skybook/i18n';
import { Button, Spinner, errorMessage } from '@skybook/ui';
import { ACCEPTED_CARDS, CardBrands } from './card-brands.tsx';
import { CardFieldContext, type CardFieldHandle, type CardToken } from './card-field.ts';
import { HostedCardField } from './hosted-card-field.tsx';
import styles from './checkout.module.css';

export interface PaymentFormProps {
  /** The amount to pay, minor units; shown on the button. */
  amount: number;
  currency: string;
  locale: Locale;
  /** The gateway's hosted card field (`shell.cardFieldUrl`); stories and tests provide a field instead. */
  cardFieldUrl?: string | undefined;
  /** Gets the card's single-use token; the card number itself never reaches this page. */
  onSubmit: (card: CardToken) => void;
  /** While true the button shows a spinner and further submits are ignored. */
  submitting?: boolean;
  /** An error key from the gateway (`errors.card_declined`, `errors.payment_failed`…). */
  error?: string | undefined;
  /**
   * The card of an attempt whose answer never arrived: paying again sends it again (same token,
   * same key) instead of asking for the card, so the card is charged once.
   */
  retryCard?: CardToken | undefined;
  /** Asked first on every submit: false stops it there (the page shows why, e.g. terms not accepted). */
  canSubmit?: () => boolean;
}

const BRAND_NAMES: Record<string, string> = Object.fromEntries(ACCEPTED_CARDS.map((c) => [c.brand, c.name]));

/**
 * The card payment: the gateway's card field (decision 020) and the pay button. On submit the
 * field is asked for a token; a card to correct is shown and focused inside the field.
 */
export function PaymentForm({
  amount,
  currency,
  locale,
  cardFieldUrl,
  onSubmit,
  submitting = false,
  error,
  retryCard,
  canSubmit,
}: PaymentFormProps) {
  const { t, i18n } = useLingui();
  const Injected = useContext(CardFieldContext);
  const handle = useRef<CardFieldHandle | null>(null);
  const [tokenizing, setTokenizing] = useState(false);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const busy = submitting || tokenizing;

  const pay = async () => {
    if (busy) return;
    setFieldError(undefined);
    if (canSubmit && !canSubmit()) return;
    if (retryCard) {
      onSubmit(retryCard);
      return;
    }
    setTokenizing(true);
    const outcome = (await handle.current?.tokenize()) ?? { ok: false, reason: 'failed' as const };
    setTokenizing(false);
    if (outcome.ok) onSubmit(outcome.card);
    else if (outcome.reason === 'failed') setFieldError('errors.card_field_unavailable');
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void pay();
  };

  const total = formatMoney(amount, currency, locale);
  const shown = error ?? fieldError;
  const fieldProps = { locale, handle, onSubmit: () => void pay() };
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={t`Card payment`} aria-busy={busy}>
      {shown ? (
        <p className={styles.formError} role="alert" data-testid="payment-error">
          {errorMessage(i18n, shown)}
        </p>
      ) : null}
      {retryCard ? (
        <p className={styles.paidWith} data-testid="retry-card">
          <Trans>
            Paying with {BRAND_NAMES[retryCard.brand] ?? retryCard.brand} ending in {retryCard.last4}
          </Trans>
        </p>
      ) : null}
      {retryCard ? null : <CardBrands />}
      {retryCard ? null : Injected ? (
        <Injected {...fieldProps} />
      ) : cardFieldUrl ? (
        <HostedCardField url={cardFieldUrl} {...fieldProps} />
      ) : null}
      <Button type="submit" aria-disabled={busy || undefined} data-testid="payment-submit">
        {busy ? (
          <>
            <Spinner /> <Trans>Paying…</Trans>
          </>
        ) : (
          <Trans>Pay {total}</Trans>
        )}
      </Button>
    </form>
  );
}
