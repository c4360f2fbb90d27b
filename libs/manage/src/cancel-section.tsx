import { useEffect, useId, useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ManageBookingResponse } from '@skybook/api-contract';
import {
  errorKeyOf,
  errorText,
  fieldErrorsOf,
  orderQuery,
  sectionStyles as shared,
} from '@skybook/booking-order';
import type { Locale } from '@skybook/i18n';
import { useAppContext } from '@skybook/ssr';
import { Button, Spinner } from '@skybook/ui';
import { CancelConfirmForm } from './cancel-confirm-form.tsx';
import { RefundQuoteView } from './refund-quote-view.tsx';
import styles from './manage.module.css';

export interface CancelSectionProps {
  booking: ManageBookingResponse;
  locale: Locale;
  onCancelled: (orderId: string) => void;
}

/**
 * Cancelling: the refund the fare conditions give, then a code mailed to the booking's contact,
 * then the cancellation itself; the refund goes back to the card (decision 045).
 */
export function CancelSection({ booking, locale, onCancelled }: CancelSectionProps) {
  const { api } = useAppContext();
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const panelId = useId();
  const orderId = booking.order.orderId;
  const [open, setOpen] = useState(false);
  const panel = useRef<HTMLDivElement>(null);
  // The button that opened the panel goes away: the focus moves into the panel, not to the page's top.
  useEffect(() => {
    if (open) panel.current?.focus();
  }, [open]);
  const quote = useQuery({
    queryKey: ['cancel-quote', orderId] as const,
    queryFn: () => api.cancelQuote({ orderId }),
    enabled: open,
    staleTime: 0,
    retry: false,
  });
  const request = useMutation({
    mutationFn: () => api.requestOtp({ orderId, purpose: 'cancel', language: locale }),
  });
  const cancel = useMutation({
    mutationFn: (otp: string) => api.cancelBooking({ orderId, otp, language: locale }),
    onSuccess: (answer) => {
      queryClient.setQueryData(orderQuery(api, orderId).queryKey, answer.order);
      void queryClient.invalidateQueries({ queryKey: ['manage-booking', orderId] });
      onCancelled(orderId);
    },
  });
  if (!booking.cancellable) {
    const booked = booking.order.status === 'CONFIRMED' || booking.order.status === 'CHANGED';
    return booked ? (
      <p className={shared.muted} data-testid="not-cancellable">
        <Trans>This booking can no longer be cancelled online.</Trans>
      </p>
    ) : null;
  }
  const codeError = fieldErrorsOf(cancel.error)?.['otp'];
  const failure = quote.error ?? request.error ?? (cancel.error && !codeError ? cancel.error : null);
  const close = () => {
    setOpen(false);
    request.reset();
    cancel.reset();
  };
  return (
    <section className={styles.section} aria-labelledby="cancel-title" data-testid="cancel-section">
      <h2 id="cancel-title" className={shared.sectionTitle}>
        <Trans>Cancel your booking</Trans>
      </h2>
      {open ? null : (
        <div className={shared.actions}>
          <Button
            type="button"
            variant="secondary"
            aria-expanded={false}
            aria-controls={panelId}
            onClick={() => setOpen(true)}
            data-testid="cancel-open"
          >
            <Trans>Cancel booking</Trans>
          </Button>
        </div>
      )}
      <div
        id={panelId}
        ref={panel}
        tabIndex={-1}
        className={styles.section}
        hidden={!open}
        // A label needs a role to be announced (axe: aria-prohibited-attr on a bare div).
        role="region"
        aria-label={t`Cancellation`}
      >
        {failure ? (
          <p className={shared.notice} role="alert">
            {errorText(i18n, errorKeyOf(failure))}
          </p>
        ) : null}
        {quote.data ? (
          <RefundQuoteView quote={quote.data} locale={locale} />
        ) : open && quote.isPending ? (
          <p className={shared.muted} role="status">
            <Spinner /> <Trans>Working out your refund…</Trans>
          </p>
        ) : null}
        {!quote.data ? null : request.data ? (
          <CancelConfirmForm
            sentTo={request.data.sentTo}
            submitting={cancel.isPending}
            error={codeError}
            onSubmit={(otp) => cancel.mutate(otp)}
            onResend={() => request.mutate()}
            onBack={close}
          />
        ) : (
          <div className={shared.actions}>
            <Button
              type="button"
              onClick={() => request.isPending || request.mutate()}
              aria-disabled={request.isPending || undefined}
              data-testid="cancel-request-code"
            >
              {request.isPending ? <Spinner /> : null} <Trans>Email me a code to cancel</Trans>
            </Button>
            <Button type="button" variant="secondary" onClick={close}>
              <Trans>Keep my booking</Trans>
            </Button>
          </div>
        )}
      </div>
    </section>
  );
}
