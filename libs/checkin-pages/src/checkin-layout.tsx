import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { StepLayout } from '@skybook/booking-order';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { CHECKIN_STEPS, type CheckinStep } from './checkin-search.ts';
import styles from './checkin.module.css';

const STEP_LABELS: Record<CheckinStep, MessageDescriptor> = {
  select: msg`Passengers`,
  documents: msg`Documents`,
  seats: msg`Seats`,
  'boarding-passes': msg`Boarding passes`,
};

const STEP_TITLES: Record<CheckinStep, MessageDescriptor> = {
  select: msg`Passengers and flights`,
  documents: msg`Travel documents`,
  seats: msg`Choose your seats`,
  'boarding-passes': msg`Your boarding passes`,
};

/** Every check-in step's page: the headings and where this step stands among the four. */
export function CheckinLayout({ step, children }: { step: CheckinStep; children: ReactNode }) {
  const { i18n, t } = useLingui();
  const current = CHECKIN_STEPS.indexOf(step);
  return (
    <StepLayout title={<Trans>Online check-in</Trans>} route="checkin-step" step={step}>
      <ol className={styles.steps} aria-label={t`Check-in steps`}>
        {CHECKIN_STEPS.map((s, i) => (
          <li
            key={s}
            aria-current={s === step ? 'step' : undefined}
            data-done={i < current ? 'true' : undefined}
          >
            <span className={styles.stepNumber} aria-hidden="true">
              {i + 1}
            </span>
            {i18n._(STEP_LABELS[s])}
          </li>
        ))}
      </ol>
      <h2 className={styles.stepTitle}>{i18n._(STEP_TITLES[step])}</h2>
      {children}
    </StepLayout>
  );
}
