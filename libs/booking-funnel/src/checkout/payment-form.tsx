import { useRef, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatMoney, type Locale } from '@skybook/i18n';
import { Button, Field, Spinner, controlClassName, errorMessage } from '@skybook/ui';
import {
  cardNumberError,
  cvcError,
  cvcLength,
  detectBrand,
  digitsOf,
  expiryError,
  formatCardNumber,
  formatExpiry,
  type CardBrand,
} from './card.ts';
import styles from './checkout.module.css';

/** What the form hands to the payment gateway's tokeniser; the page never keeps or logs it. */
export interface CardDetails {
  number: string;
  expiryMonth: number;
  expiryYear: number;
  cvc: string;
  name: string;
  brand: CardBrand;
}

export interface PaymentFormProps {
  /** The amount to pay, minor units; shown on the button. */
  amount: number;
  currency: string;
  locale: Locale;
  onSubmit: (card: CardDetails) => void;
  /** While true the button shows a spinner and further submits are ignored. */
  submitting?: boolean;
  /** An error key from the gateway (`errors.card_declined`, `errors.payment_failed`…). */
  error?: string | undefined;
  /** "Now", for the expiry check (tests and stories pin it). */
  now?: Date;
}

const FIELDS = ['number', 'expiry', 'cvc', 'name'] as const;
type FieldName = (typeof FIELDS)[number];

const BRAND_NAMES: Record<CardBrand, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
  unknown: '',
};

/**
 * The card form: number (Luhn-checked, grouped, scheme detected), expiry MM/YY (not past), CVC and
 * name. The number lives only in this component's state: no storage, no logging, no URL.
 */
export function PaymentForm({
  amount,
  currency,
  locale,
  onSubmit,
  submitting = false,
  error,
  now = new Date(),
}: PaymentFormProps) {
  const { t, i18n } = useLingui();
  const [values, setValues] = useState<Record<FieldName, string>>({
    number: '',
    expiry: '',
    cvc: '',
    name: '',
  });
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const controls = useRef<Partial<Record<FieldName, HTMLInputElement | null>>>({});
  const brand = detectBrand(values.number);
  const brandName = BRAND_NAMES[brand];

  const set = (field: FieldName, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors(({ [field]: _cleared, ...rest }) => rest);
  };
  const message = (field: FieldName) => (errors[field] ? errorMessage(i18n, errors[field]) : undefined);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const found: Partial<Record<FieldName, string>> = {};
    const numberError = cardNumberError(values.number);
    const expiry = expiryError(values.expiry, now);
    const cvc = cvcError(values.cvc, values.number);
    if (numberError) found.number = numberError;
    if (expiry) found.expiry = expiry;
    if (cvc) found.cvc = cvc;
    if (values.name.trim().length < 2) found.name = 'errors.invalid_card_name';
    setErrors(found);
    const first = FIELDS.find((f) => found[f]);
    if (first) {
      controls.current[first]?.focus();
      return;
    }
    const [month, year] = values.expiry.split('/');
    onSubmit({
      number: digitsOf(values.number),
      expiryMonth: Number(month),
      expiryYear: 2000 + Number(year),
      cvc: values.cvc,
      name: values.name.trim(),
      brand,
    });
  };

  const total = formatMoney(amount, currency, locale);
  return (
    <form
      className={styles.form}
      onSubmit={submit}
      noValidate
      aria-label={t`Card payment`}
      aria-busy={submitting}
    >
      {error ? (
        <p className={styles.formError} role="alert" data-testid="payment-error">
          {errorMessage(i18n, error)}
        </p>
      ) : null}
      <Field
        label={t`Card number`}
        name="cardNumber"
        required
        error={message('number')}
        hint={brandName ? <span data-testid="card-brand">{brandName}</span> : undefined}
      >
        {(control) => (
          <input
            {...control}
            ref={(el) => {
              controls.current.number = el;
            }}
            className={controlClassName}
            type="text"
            inputMode="numeric"
            autoComplete="cc-number"
            maxLength={23}
            value={values.number}
            onChange={(e) => set('number', formatCardNumber(e.target.value))}
          />
        )}
      </Field>
      <div className={styles.pair}>
        <Field label={t`Expiry date (MM/YY)`} name="cardExpiry" required error={message('expiry')}>
          {(control) => (
            <input
              {...control}
              ref={(el) => {
                controls.current.expiry = el;
              }}
              className={controlClassName}
              type="text"
              inputMode="numeric"
              autoComplete="cc-exp"
              placeholder={t`MM/YY`}
              maxLength={5}
              value={values.expiry}
              onChange={(e) => set('expiry', formatExpiry(e.target.value))}
            />
          )}
        </Field>
        <Field label={t`Security code (CVC)`} name="cardCvc" required error={message('cvc')}>
          {(control) => (
            <input
              {...control}
              ref={(el) => {
                controls.current.cvc = el;
              }}
              className={controlClassName}
              type="password"
              inputMode="numeric"
              autoComplete="cc-csc"
              maxLength={Math.max(4, cvcLength(values.number))}
              value={values.cvc}
              onChange={(e) => set('cvc', digitsOf(e.target.value))}
            />
          )}
        </Field>
      </div>
      <Field label={t`Name on the card`} name="cardName" required error={message('name')}>
        {(control) => (
          <input
            {...control}
            ref={(el) => {
              controls.current.name = el;
            }}
            className={controlClassName}
            type="text"
            autoComplete="cc-name"
            value={values.name}
            onChange={(e) => set('name', e.target.value)}
          />
        )}
      </Field>
      <Button type="submit" aria-disabled={submitting || undefined} data-testid="payment-submit">
        {submitting ? (
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
