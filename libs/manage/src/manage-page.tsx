import { useEffect, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { StepLayout, reservationLookupQuery, sectionStyles as shared } from '@skybook/booking-order';
import { ApiError } from '@skybook/api-contract';
import { isLocale, type Locale } from '@skybook/i18n';
import { useAppContext } from '@skybook/ssr';
import { Spinner, errorMessage } from '@skybook/ui';
import { ManageContent } from './manage-content.tsx';
import { manageBookingQuery, manageLinkQuery } from './manage-queries.ts';
import styles from './manage.module.css';

export interface ManagePageProps {
  /** `?order`: a booking this visitor created or was granted. */
  orderId?: string | undefined;
  /** `?access`: a mailed link's signed token (decision 117). */
  access?: string | undefined;
  /** `?referenceCode&lastName`: links mailed before decision 117. */
  referenceCode?: string | undefined;
  lastName?: string | undefined;
  /** The booking was found by a link or the old query: the app replaces the URL with `?order`. */
  onOrder: (orderId: string) => void;
  /** The spec §2 lookup form, shown when the booking cannot be shown without it. */
  lookupForm?: ReactNode;
  /** The change is paid: the app goes to `/manage/confirmation?change=paid`. */
  onPaid: (orderId: string) => void;
  /** The booking is cancelled: the app goes to `/manage/confirmation?change=cancelled`. */
  onCancelled: (orderId: string) => void;
}

function Problem({
  children,
  lookupForm,
  homeHref,
}: {
  children: ReactNode;
  lookupForm: ReactNode;
  homeHref: string;
}) {
  return (
    <div className={styles.section} role="alert" data-testid="manage-problem">
      <p className={shared.notice}>{children}</p>
      {lookupForm ?? (
        <p>
          <a href={homeHref}>
            <Trans>Back to the home page</Trans>
          </a>
        </p>
      )}
    </div>
  );
}

const statusOf = (error: unknown) => (error instanceof ApiError ? error.status : 0);

/**
 * `/{lang}/manage?order`: the booking this visitor may see, read and shown. A mailed link
 * (`?access`) or an old one (`?referenceCode&lastName`) first grants the booking (decision 041)
 * and is then swapped for `?order` (decision 117). A booking this visitor may not see, a link
 * that is no longer valid and too many tries each say what happened beside the lookup form.
 */
export function ManagePage(props: ManagePageProps) {
  const { orderId, access = '', referenceCode = '', lastName = '', onOrder, onPaid, onCancelled } = props;
  const { api } = useAppContext();
  const { i18n } = useLingui();
  const locale: Locale = isLocale(i18n.locale) ? i18n.locale : 'en';
  const byLink = !orderId && Boolean(access);
  const byName = !orderId && !access && Boolean(referenceCode && lastName);
  const link = useQuery({ ...manageLinkQuery(api, access), enabled: byLink });
  const lookup = useQuery({ ...reservationLookupQuery(api, { referenceCode, lastName }), enabled: byName });
  const found = link.data?.orderId ?? lookup.data?.orderId;
  useEffect(() => {
    if (found && !orderId) onOrder(found);
  }, [found, orderId, onOrder]);
  const id = orderId ?? found ?? '';
  const manage = useQuery({ ...manageBookingQuery(api, id), enabled: Boolean(id) });
  const problem = (text: ReactNode) => (
    <Problem lookupForm={props.lookupForm} homeHref={`/${locale}`}>
      {text}
    </Problem>
  );

  let body: ReactNode;
  if (!id && !byLink && !byName) {
    body = problem(
      <Trans>Enter your booking reference and last name in “Manage your booking” to see your booking.</Trans>,
    );
  } else if (statusOf(link.error) === 404) {
    body = problem(
      <Trans>
        This link has expired or is not complete. Enter your booking reference and last name to see your
        booking.
      </Trans>,
    );
  } else if (statusOf(lookup.error) === 404) {
    body = problem(errorMessage(i18n, 'reservation.not_found'));
  } else if (statusOf(lookup.error) === 429) {
    body = problem(errorMessage(i18n, 'errors.rate_limited'));
  } else if (statusOf(manage.error) === 404) {
    // The grant of an earlier lookup has lapsed, or the address came from another browser.
    body = problem(
      <Trans>For your security, enter your booking reference and last name again to see your booking.</Trans>,
    );
  } else if (link.error ?? lookup.error ?? manage.error) {
    body = problem(<Trans>We could not load your booking. Please try again.</Trans>);
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
