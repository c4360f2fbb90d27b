import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { StepLayout, sectionStyles as shared } from '@skybook/booking-order';
import { isLocale, type Locale } from '@skybook/i18n';
import { useAppContext } from '@skybook/ssr';
import { Spinner } from '@skybook/ui';
import { changeFacts } from './change-facts.ts';
import { ChangeSummary } from './change-summary.tsx';
import { manageBookingQuery } from './manage-queries.ts';
import { manageHref, type ManageChange } from './manage-search.ts';
import styles from './manage.module.css';

export interface ManageConfirmationPageProps {
  orderId?: string | undefined;
  change?: ManageChange | undefined;
}

/**
 * `/{lang}/manage/confirmation?order&change`: sums up the change just made. The amounts come
 * from the booking's history on the server, not from the URL, so a reload shows the same.
 */
export function ManageConfirmationPage({ orderId, change }: ManageConfirmationPageProps) {
  const { api } = useAppContext();
  const { i18n } = useLingui();
  const locale: Locale = isLocale(i18n.locale) ? i18n.locale : 'en';
  const manage = useQuery({ ...manageBookingQuery(api, orderId ?? ''), enabled: Boolean(orderId) });
  const booking = manage.data;

  let body: ReactNode;
  if (!orderId || manage.isError) {
    body = (
      <div className={styles.section} role="alert">
        <p className={shared.notice}>
          <Trans>We could not find this booking.</Trans>
        </p>
        <p>
          <a href={`/${locale}`}>
            <Trans>Back to the home page</Trans>
          </a>
        </p>
      </div>
    );
  } else if (!booking) {
    body = (
      <p className={shared.muted} role="status">
        <Spinner /> <Trans>Loading your booking…</Trans>
      </p>
    );
  } else {
    const order = booking.order;
    const reference = order.bookingReference ?? '';
    body = (
      <ChangeSummary
        facts={changeFacts(booking.history, change, order.currency)}
        reference={reference}
        locale={locale}
        manageHref={manageHref(locale, order.orderId)}
      />
    );
  }
  return (
    <StepLayout
      title={
        change === 'cancelled' ? (
          <Trans>Your booking is cancelled</Trans>
        ) : (
          <Trans>Your changes are saved</Trans>
        )
      }
      route="manage-confirmation"
    >
      {body}
    </StepLayout>
  );
}
