import { useRef } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { ApiError, type ApiClient } from '@skybook/api-contract';
import { formatMoney, type Locale } from '@skybook/i18n';
import { errorMessage, randomKey } from '@skybook/booking-order';
import { HoldCountdown } from '../hold/hold-countdown.tsx';
import type { Chosen } from './chosen-fares.ts';
import styles from './select-page.module.css';

export interface ContinueBarProps {
  chosen: Chosen;
  needsInbound: boolean;
  passengers: number;
  locale: Locale;
  createHold: ApiClient['createHold'];
  onHeld: (holdId: string) => void;
  /** The chosen offers sold out or expired: clear them and search again. */
  onStale: () => void;
}

/** The running total and "Continue", which holds the chosen seats before the extras step. */
export function ContinueBar({
  chosen,
  needsInbound,
  passengers,
  locale,
  createHold,
  onHeld,
  onStale,
}: ContinueBarProps) {
  const { i18n } = useLingui();
  const fares = [chosen.outbound, needsInbound ? chosen.inbound : undefined].filter((f) => f !== undefined);
  const complete = fares.length === (needsInbound ? 2 : 1);
  const offerIds = fares.map((f) => f.offerId);
  // One key per set of offers: a double click or a retry after a timeout makes one hold, not two.
  const keys = useRef<Record<string, string>>({});
  const hold = useMutation({
    mutationFn: () =>
      createHold({ offerIds, idempotencyKey: (keys.current[offerIds.join(' ')] ??= randomKey()) }),
    onSuccess: (created) => onHeld(created.holdId),
  });
  // A 400 names the offer at fault in `fields` (decision 064); its key says more than `errors.validation`.
  const errorKey =
    hold.error instanceof ApiError
      ? (Object.values(hold.error.body.fields ?? {})[0] ?? hold.error.body.error)
      : hold.error
        ? 'errors.message'
        : undefined;
  const stale = [
    'errors.sold_out',
    'errors.offer_expired',
    'errors.invalid_offer',
    'errors.offers_mismatch',
  ].includes(errorKey ?? '');
  const total = fares.reduce((sum, f) => sum + f.total.amount, 0);
  const currency = fares[0]?.total.currency;

  return (
    <div className={styles.continueBar}>
      <div aria-live="polite">
        {fares.length > 0 && currency ? (
          <p className={styles.total}>
            <Trans>Total: {formatMoney(total, currency, locale)}</Trans>{' '}
            <span className={styles.subheading}>
              <Plural value={passengers} one="for # passenger" other="for # passengers" />
            </span>
          </p>
        ) : (
          <p className={styles.subheading}>
            {needsInbound ? (
              <Trans>Choose a fare for each flight.</Trans>
            ) : (
              <Trans>Choose a fare to continue.</Trans>
            )}
          </p>
        )}
        {hold.data && <HoldCountdown expiresAt={hold.data.expiresAt} />}
      </div>
      {errorKey && (
        <div role="alert" className={styles.holdError}>
          <p>{i18n._(errorMessage(errorKey))}</p>
          {stale && (
            <button
              type="button"
              className={styles.secondary}
              onClick={() => {
                hold.reset();
                onStale();
              }}
            >
              <Trans>Search again</Trans>
            </button>
          )}
        </div>
      )}
      <button
        type="button"
        className={styles.action}
        aria-disabled={!complete || hold.isPending || undefined}
        onClick={() => complete && !hold.isPending && !hold.isSuccess && hold.mutate()}
      >
        {hold.isPending ? <Trans>Holding your seats…</Trans> : <Trans>Continue</Trans>}
      </button>
    </div>
  );
}
