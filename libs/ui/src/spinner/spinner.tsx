import styles from './spinner.module.css';

/** A decorative busy indicator; pair it with visible text saying what is happening. */
export function Spinner({ className }: { className?: string }) {
  return (
    <span
      className={[styles.spinner, className].filter(Boolean).join(' ')}
      aria-hidden="true"
      data-testid="spinner"
    />
  );
}
