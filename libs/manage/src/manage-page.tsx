import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { StepLayout, reservationLookupQuery, sectionStyles as shared } from '@skybook/booking-order';
import { ApiError } from '@skybook/api-contract';
import { isLocale, type Locale } from '@skybook/i18n';
import { useAppContext } from '@skybook/ssr';
import { Spinner, errorMessage } from '@skybook/ui';
import { ManageContent } from './manage-content.tsx';
import { manageBookingQuery } from './manage-queries.ts';
import styles from './manage.module.css';

export interface ManagePageProps {
  referenceCode?: string | undefined;
  lastName?: string | undefined;
  /** The change is paid: the app goes to `/manage/confirmation?change=paid`. */
  onPaid: (orderId: string) => void;
  /** The booking is cancelled: the app goes to `/manage/confirmation?change=cancelled`. */
  onCancelled: (orderId: string) => void;
}

function Problem({ children, homeHref }: { children: ReactNode; homeHref: string }) {
  return (
    <div className={styles.section} role="alert" data-testid="manage-problem">
      <p className={shared.notice}>{children}</p>
      <p>
        <a href={homeHref}>
          <Trans>Back to the home page</Trans>
        </a>
      </p>
    </div>
  );
}

/**
 * `/{lang}/manage?referenceCode&lastName`: the lookup grants this visitor the booking (decision
 * 041), then the booking is read and shown. Not found, too many tries and a missing reference
 * each say what happened and lead home, where the manage form is.
 */
export function ManagePage({ referenceCode = '', lastName = '', onPaid, onCancelled }: ManagePageProps) {
  const { api } = useAppContext();
  const { i18n } = useLingui();
  const locale: Locale = isLocale(i18n.locale) ? i18n.locale : 'en';
  const asked = Boolean(referenceCode && lastName);
  const lookup = useQuery({ ...reservationLookupQuery(api, { referenceCode, lastName }), enabled: asked });
  const orderId = lookup.data?.orderId ?? '';
  const manage = useQuery({ ...manageBookingQuery(api, orderId), enabled: Boolean(orderId) });
  const homeHref = `/${locale}`;
  const error = lookup.error ?? manage.error;
  const status = error instanceof ApiError ? error.status : 0;

  let body: ReactNode;
  if (!asked) {
    body = (
      <Problem homeHref={homeHref}>
        <Trans>
          Enter your booking reference and last name in “Manage your booking” to see your booking.
        </Trans>
      </Problem>
    );
  } else if (status === 404) {
    body = <Problem homeHref={homeHref}>{errorMessage(i18n, 'reservation.not_found')}</Problem>;
  } else if (status === 429) {
    body = <Problem homeHref={homeHref}>{errorMessage(i18n, 'errors.rate_limited')}</Problem>;
  } else if (error) {
    body = (
      <Problem homeHref={homeHref}>
        <Trans>We could not load your booking. Please try again.</Trans>
      </Problem>
    );
  } else if (!manage.data) {
    body = (
      <p className={shared.muted} role="status">
        <Spinner /> <Trans>Loading your booking…</Trans>
      </p>
    );
  } else {
    body = (
      <ManageContent
        booking={manage.data}
        bookingReadAt={manage.dataUpdatedAt}
        referenceCode={lookup.data?.referenceCode ?? referenceCode}
        lastName={lastName}
        locale={locale}
        onPaid={onPaid}
        onCancelled={onCancelled}
      />
    );
  }
  return (
    <StepLayout title={<Trans>Manage your booking</Trans>} route="manage">
      {body}
    </StepLayout>
  );
}
