import type { ReactNode } from 'react';
import styles from './step-indicator.module.css';

interface IndicatorStep {
  id: string;
  label: ReactNode;
}

export interface StepIndicatorProps {
  steps: readonly IndicatorStep[];
  /** The id of the step the visitor is on. */
  current: string;
  /** The list's accessible name ("Booking steps"). */
  label: string;
  /** The compact line a phone shows instead of the list ("Step 2 of 4 · Extras"). */
  compact: ReactNode;
  /** How "done" reads to a screen reader after a step's name ("completed"). */
  doneLabel: string;
}

/**
 * Where the visitor is in a sequence of steps: an ordered list, each step done, current
 * (`aria-current="step"`) or next. On a narrow screen the list gives way to one line and a thin
 * bar; the list stays in the accessibility tree, so a screen reader hears the same steps.
 */
export function StepIndicator({ steps, current, label, compact, doneLabel }: StepIndicatorProps) {
  const at = Math.max(
    0,
    steps.findIndex((s) => s.id === current),
  );
  return (
    <nav className={styles.indicator} aria-label={label}>
      <ol className={styles.steps}>
        {steps.map((step, index) => {
          const state = index < at ? 'done' : index === at ? 'current' : 'next';
          return (
            <li
              key={step.id}
              className={styles.step}
              data-state={state}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span className={styles.dot} aria-hidden="true">
                {index + 1}
              </span>
              <span className={styles.label}>{step.label}</span>
              {state === 'done' ? <span className="visually-hidden"> ({doneLabel})</span> : null}
            </li>
          );
        })}
      </ol>
      <p className={styles.compact} aria-hidden="true" data-testid="step-compact">
        {compact}
      </p>
      {/* One segment per step, filled up to the current one: no inline style (the CSP allows none). */}
      <span className={styles.bar} aria-hidden="true">
        {steps.map((step, index) => (
          <span key={step.id} className={styles.segment} data-filled={index <= at || undefined} />
        ))}
      </span>
    </nav>
  );
}
