import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CheckinView } from '@skybook/api-contract';
import { useAppContext } from '@skybook/ssr';
import { Button, Spinner } from '@skybook/ui';
import { BoardingPassCard } from './boarding-pass-card.tsx';
import { allPassesPdf, boardingPassUrls } from './boarding-pass-urls.ts';
import { CheckinGate } from './checkin-gate.tsx';
import { checkinErrorText, errorKeyOf } from './checkin-errors.ts';
import { CheckinLayout } from './checkin-layout.tsx';
import { boardingPassesQuery, checkinCompleteQuery, checkinQuery } from './checkin-queries.ts';
import type { CheckinStep } from './checkin-search.ts';
import { chosenSeated } from './passenger-label.ts';
import { useLocale } from './use-locale.ts';
import styles from './checkin.module.css';
import passStyles from './boarding-pass.module.css';

export interface CheckinBoardingPassesPageProps {
  orderId: string | undefined;
  /** Who checks in now; without it the page only shows the passes already issued. */
  passengers?: readonly string[] | undefined;
  /** Back to the step that can fix what stopped the check-in (documents, seats). */
  onStep: (step: CheckinStep) => void;
  /** Where a pass's barcode and PDF come from; stories draw their own. */
  urlsOf?: typeof boardingPassUrls;
}

/** Where a refused check-in is put right. */
const FIX: Record<string, CheckinStep> = {
  'checkin.documents_required': 'documents',
  'checkin.seat_unpaid': 'seats',
  'checkin.infant_alone': 'select',
};

function Passes({
  view,
  passengers,
  onStep,
  urlsOf = boardingPassUrls,
}: Omit<CheckinBoardingPassesPageProps, 'orderId'> & { view: CheckinView }) {
  const { api } = useAppContext();
  const { i18n } = useLingui();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const refs = passengers ? chosenSeated(view.passengers, passengers).map((p) => p.ref) : [];
  const complete = useQuery({
    ...checkinCompleteQuery(api, view.orderId, refs, locale),
    enabled: refs.length > 0,
  });
  const ready = refs.length === 0 || complete.isSuccess;
  const passes = useQuery({ ...boardingPassesQuery(api, view.orderId), enabled: ready });
  useEffect(() => {
    if (complete.data) queryClient.setQueryData(checkinQuery(api, view.orderId).queryKey, complete.data);
  }, [complete.data, api, view.orderId, queryClient]);

  if (complete.error) {
    const key = errorKeyOf(complete.error);
    const fix = FIX[key];
    return (
      <div className={styles.notice} role="alert" data-testid="checkin-failed">
        <p>{checkinErrorText(i18n, key)}</p>
        {fix ? (
          <Button type="button" variant="secondary" onClick={() => onStep(fix)}>
            {fix === 'documents' ? (
              <Trans>Back to documents</Trans>
            ) : fix === 'seats' ? (
              <Trans>Back to seats</Trans>
            ) : (
              <Trans>Back to passengers</Trans>
            )}
          </Button>
        ) : null}
      </div>
    );
  }
  if (passes.error)
    return (
      <p className={styles.error} role="alert">
        {checkinErrorText(i18n, errorKeyOf(passes.error))}
      </p>
    );
  if (!passes.data)
    return (
      <p className={styles.muted} role="status">
        <Spinner />{' '}
        {refs.length > 0 ? <Trans>Checking you in…</Trans> : <Trans>Loading your boarding passes…</Trans>}
      </p>
    );
  if (passes.data.length === 0)
    return (
      <div className={styles.notice} role="alert">
        <p>
          <Trans>No one on this booking is checked in yet.</Trans>
        </p>
        <Button type="button" variant="secondary" onClick={() => onStep('select')}>
          <Trans>Back to passengers</Trans>
        </Button>
      </div>
    );
  return (
    <div className={styles.stack}>
      <p className={styles.success} role="status" data-testid="checkin-done">
        <Trans>
          You are checked in. Show the barcode at security and at the gate, on your phone or printed.
        </Trans>
      </p>
      <div className={`${styles.actions} ${passStyles.noPrint}`}>
        <Button type="button" onClick={() => window.print()}>
          <Trans>Print boarding passes</Trans>
        </Button>
        <a
          href={allPassesPdf(view.orderId, locale)}
          className={passStyles.download}
          data-testid="all-passes-pdf"
        >
          <Trans>Download all (PDF)</Trans>
        </a>
      </div>
      <div className={passStyles.passes} data-testid="boarding-passes">
        {passes.data.map((pass) => {
          const urls = urlsOf(view.orderId, pass, locale);
          return (
            <BoardingPassCard
              key={`${pass.passengerRef}-${pass.flightRef}`}
              pass={pass}
              locale={locale}
              barcodeSrc={urls.barcode}
              pdfHref={urls.pdf}
            />
          );
        })}
      </div>
    </div>
  );
}

/**
 * `/checkin/boarding-passes?order&passengers`: checks the chosen passengers in (a free seat for
 * whoever has none, a sequence number each), then shows, prints and downloads the passes.
 */
export function CheckinBoardingPassesPage({ orderId, ...rest }: CheckinBoardingPassesPageProps) {
  return (
    <CheckinLayout step="boarding-passes">
      <CheckinGate orderId={orderId}>{(view) => <Passes view={view} {...rest} />}</CheckinGate>
    </CheckinLayout>
  );
}
