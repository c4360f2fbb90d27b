import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ManageBookingResponse } from '@skybook/api-contract';
import { errorKeyOf, errorText, fieldErrorsOf, sectionStyles as shared } from '@skybook/booking-order';
import type { Locale } from '@skybook/i18n';
import { useAppContext } from '@skybook/ssr';
import { usePhoneCountry } from '@skybook/domain-config';
import { Button, Spinner } from '@skybook/ui';
import { ContactChangeForm, type ContactChange } from './contact-change-form.tsx';
import { manageBookingQuery } from './manage-queries.ts';
import styles from './manage.module.css';

export interface ContactSectionProps {
  booking: ManageBookingResponse;
  locale: Locale;
  /** A cancelled booking keeps its contact as it is. */
  editable: boolean;
}

/**
 * The booking's contact, masked (a lookup proves reference and name, not who owns the address),
 * and its change: the codes go to this address, so changing it first needs one (decision 043).
 */
export function ContactSection({ booking, locale, editable }: ContactSectionProps) {
  const { api } = useAppContext();
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  const orderId = booking.order.orderId;
  const [saved, setSaved] = useState(false);
  // A new number starts on the caller's country, else the site's (issue 17).
  const phoneCountry = usePhoneCountry();
  const request = useMutation({
    mutationFn: () => api.requestOtp({ orderId, purpose: 'contact', language: locale }),
    onSuccess: () => setSaved(false),
  });
  const update = useMutation({
    mutationFn: (change: ContactChange) =>
      api.updateContact({ orderId, otp: change.otp, contact: { email: change.email, phone: change.phone } }),
    onSuccess: (next) => {
      queryClient.setQueryData(manageBookingQuery(api, orderId).queryKey, next);
      request.reset();
      setSaved(true);
    },
  });
  const fields = fieldErrorsOf(update.error);
  const failure = request.error ?? (update.error && !fields ? update.error : null);
  const contact = booking.contact;
  return (
    <section className={styles.section} aria-labelledby="contact-title" data-testid="contact-section">
      <h2 id="contact-title" className={shared.sectionTitle}>
        <Trans>Contact details</Trans>
      </h2>
      {contact ? (
        <dl className={styles.facts}>
          <dt>
            <Trans>Email</Trans>
          </dt>
          <dd data-testid="contact-email">{contact.email}</dd>
          <dt>
            <Trans>Phone</Trans>
          </dt>
          <dd data-testid="contact-phone">{contact.phone}</dd>
        </dl>
      ) : (
        <p className={shared.muted}>
          <Trans>This booking has no contact details.</Trans>
        </p>
      )}
      {saved ? (
        <p className={styles.success} role="status">
          <Trans>Your contact details are changed.</Trans>
        </p>
      ) : null}
      {failure ? (
        <p className={shared.notice} role="alert">
          {errorText(i18n, errorKeyOf(failure))}
        </p>
      ) : null}
      {request.data ? (
        <ContactChangeForm
          sentTo={request.data.sentTo}
          submitting={update.isPending}
          errors={fields}
          defaultCountry={phoneCountry}
          onSubmit={(change) => update.mutate(change)}
          onResend={() => request.mutate()}
          onCancel={() => {
            request.reset();
            update.reset();
          }}
        />
      ) : editable && contact ? (
        <div className={shared.actions}>
          <Button
            type="button"
            variant="secondary"
            onClick={() => request.isPending || request.mutate()}
            aria-disabled={request.isPending || undefined}
            data-testid="contact-change"
          >
            {request.isPending ? <Spinner /> : null} <Trans>Change contact details</Trans>
          </Button>
          <span className={shared.muted}>
            <Trans>We will email a code to the current address first.</Trans>
          </span>
        </div>
      ) : null}
    </section>
  );
}
