import styles from './extras-planner.module.css';

export interface QuantityControlProps {
  /** What is counted, for whom and where, e.g. "Checked bag, 23 kg for Ana, MAD → LIS". */
  label: string;
  /** The buttons' accessible names. */
  addLabel: string;
  removeLabel: string;
  count: number;
  /** The counts the server quoted: the control never leaves them. */
  min: number;
  max: number;
  onChange: (count: number) => void;
  /** Test id of the shown count. */
  testId?: string;
}

/**
 * A compact − n + control. A button at its limit stays focusable (aria-disabled) so keyboard
 * users keep their place and hear why nothing happens; the count is announced when it changes.
 */
export function QuantityControl({
  label,
  addLabel,
  removeLabel,
  count,
  min,
  max,
  onChange,
  testId,
}: QuantityControlProps) {
  return (
    <span className={styles.stepper} role="group" aria-label={label}>
      <button
        type="button"
        className={styles.stepButton}
        aria-label={removeLabel}
        aria-disabled={count <= min || undefined}
        onClick={() => count > min && onChange(count - 1)}
      >
        <span aria-hidden="true">−</span>
      </button>
      <output className={styles.count} aria-live="polite" data-testid={testId}>
        {count}
      </output>
      <button
        type="button"
        className={styles.stepButton}
        aria-label={addLabel}
        aria-disabled={count >= max || undefined}
        onClick={() => count < max && onChange(count + 1)}
      >
        <span aria-hidden="true">+</span>
      </button>
    </span>
  );
}
