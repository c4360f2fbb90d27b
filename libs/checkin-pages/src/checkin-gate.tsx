import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans } from '@lingui/react/macro';
import { ApiError, type CheckinView } from '@skybook/api-contract';
import { useAppContext } from '@skybook/ssr';
import { Spinner } from '@skybook/ui';
import { checkinQuery } from './checkin-queries.ts';
import { CheckinNotOpenYet, CheckinRefused } from './checkin-unavailable.tsx';
import styles from './checkin.module.css';

/**
 * Loads the booking's check-in and shows the step only when it can go ahead; otherwise the
 * reason: not open yet (with the opening time), closed, cancelled, not found.
 */
export function CheckinGate({
  orderId,
  children,
}: {
  orderId: string | undefined;
  children: (view: CheckinView) => ReactNode;
}) {
  const { api } = useAppContext();
  const checkin = useQuery({ ...checkinQuery(api, orderId ?? ''), enabled: Boolean(orderId) });
  if (!orderId) return <CheckinRefused errorKey="reservation.not_found" />;
  if (checkin.error) {
    const error = checkin.error;
    if (!(error instanceof ApiError)) return <CheckinRefused errorKey="errors.message" />;
    const opensAt = error.body.details?.['opensAt'];
    if (error.body.error === 'checkin.not_open_yet' && typeof opensAt === 'string')
      return <CheckinNotOpenYet orderId={orderId} opensAt={opensAt} />;
    if (error.status === 404) return <CheckinRefused errorKey="reservation.not_found" />;
    return <CheckinRefused errorKey={error.status === 409 ? error.body.error : 'errors.message'} />;
  }
  if (!checkin.data)
    return (
      <p className={styles.muted} role="status">
        <Spinner /> <Trans>Loading your booking…</Trans>
      </p>
    );
  return <>{children(checkin.data)}</>;
}
