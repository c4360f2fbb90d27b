import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans } from '@lingui/react/macro';
import { ApiError } from '@skybook/api-contract';
import { useAppContext } from '@skybook/ssr';
import { reservationLookupQuery } from '@skybook/booking-order';
import { Spinner } from '@skybook/ui';
import { CheckinGate } from './checkin-gate.tsx';
import { CheckinLayout } from './checkin-layout.tsx';
import { CheckinRefused } from './checkin-unavailable.tsx';
import { PassengerPicker } from './passenger-picker.tsx';
import { useLocale } from './use-locale.ts';
import styles from './checkin.module.css';

export interface CheckinSelectPageProps {
  referenceCode?: string | undefined;
  lastName?: string | undefined;
  orderId?: string | undefined;
  passengers?: readonly string[] | undefined;
  /** The booking was found: the URL should name it instead of the last name (replace). */
  onOrder: (orderId: string) => void;
  onContinue: (orderId: string, passengerRefs: string[]) => void;
  onBoardingPasses: (orderId: string) => void;
}

/** Spec §8-style key of a failed lookup: not found, too many attempts, or the generic one. */
function lookupFailure(error: unknown): string {
  if (!(error instanceof ApiError)) return 'errors.message';
  if (error.status === 404) return 'reservation.not_found';
  if (error.status === 429) return 'errors.rate_limited';
  if (error.status === 400) return 'reservation.invalid';
  return 'errors.message';
}

/**
 * `/checkin/select?referenceCode&lastName`: looks the booking up (which grants this visitor
 * access to it), then shows its check-in: flights, passengers, who checks in now.
 */
export function CheckinSelectPage(props: CheckinSelectPageProps) {
  const { referenceCode, lastName, onOrder } = props;
  const { api } = useAppContext();
  const locale = useLocale();
  const lookup = useQuery({
    ...reservationLookupQuery(api, { referenceCode: referenceCode ?? '', lastName: lastName ?? '' }),
    enabled: !props.orderId && Boolean(referenceCode && lastName),
  });
  const found = lookup.data?.orderId;
  useEffect(() => {
    if (found) onOrder(found);
  }, [found, onOrder]);
  const orderId = props.orderId ?? found;

  let body;
  if (orderId) {
    body = (
      <CheckinGate orderId={orderId}>
        {(view) => (
          <PassengerPicker
            view={view}
            locale={locale}
            initial={props.passengers}
            onContinue={(refs) => props.onContinue(view.orderId, refs)}
            onBoardingPasses={() => props.onBoardingPasses(view.orderId)}
          />
        )}
      </CheckinGate>
    );
  } else if (!referenceCode || !lastName) {
    body = (
      <p className={styles.notice} role="alert">
        <Trans>Enter your booking reference and last name to check in.</Trans>{' '}
        <a href={`/${locale}/checkin`}>
          <Trans>Find your booking</Trans>
        </a>
      </p>
    );
  } else if (lookup.error) {
    body = <CheckinRefused errorKey={lookupFailure(lookup.error)} />;
  } else {
    body = (
      <p className={styles.muted} role="status">
        <Spinner /> <Trans>Looking up your booking…</Trans>
      </p>
    );
  }
  return <CheckinLayout step="select">{body}</CheckinLayout>;
}
