import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { StepIndicator } from '@skybook/ui';
import styles from './funnel-header.module.css';

/** The booking funnel's steps, in order; the confirmation that follows them is no step to take. */
export const FUNNEL_STEPS = ['select', 'extras', 'passengers', 'payment'] as const;
type FunnelStep = (typeof FUNNEL_STEPS)[number];

export const isFunnelStep = (name: string): name is FunnelStep =>
  (FUNNEL_STEPS as readonly string[]).includes(name);

/**
 * The header of the funnel's steps, in place of the navbar (spec §2: no menu while booking): the
 * brand's logo linking home and where the visitor is among the steps (issue 16).
 */
export function FunnelHeader({ logo, step }: { logo: ReactNode; step: FunnelStep }) {
  const { t } = useLingui();
  const labels: Record<FunnelStep, string> = {
    select: t`Flights`,
    extras: t`Extras`,
    passengers: t`Passengers`,
    payment: t`Payment`,
  };
  const number = FUNNEL_STEPS.indexOf(step) + 1;
  const count = FUNNEL_STEPS.length;
  const name = labels[step];
  return (
    <header className={styles.header} data-testid="funnel-header">
      <div className={styles.inner}>
        {logo}
        <StepIndicator
          steps={FUNNEL_STEPS.map((id) => ({ id, label: labels[id] }))}
          current={step}
          label={t`Booking steps`}
          compact={t`Step ${number} of ${count} · ${name}`}
          doneLabel={t`completed`}
        />
      </div>
    </header>
  );
}
