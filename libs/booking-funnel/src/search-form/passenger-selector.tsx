import { useEffect, useId, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { canStep, type Party, type PassengerType } from './passenger-rules.ts';
import { usePartyLabel } from './use-party-label.ts';
import fieldStyles from './field.module.css';
import styles from './passenger-selector.module.css';

export interface PassengerSelectorProps {
  label: string;
  value: Party;
  onChange: (party: Party) => void;
  error?: string | undefined;
}

/** A disclosure with +/- steppers; a step that would break the party rules is disabled. */
export function PassengerSelector({ label, value, onChange, error }: PassengerSelectorProps) {
  const { t } = useLingui();
  const id = useId();
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  const text = usePartyLabel(value);

  const close = () => {
    setOpen(false);
    toggleRef.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => {
      const target = e.target as Node;
      if (!panelRef.current?.contains(target) && !toggleRef.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, [open]);

  const rows: { type: PassengerType; name: string; hint: string; less: string; more: string }[] = [
    {
      type: 'adults',
      name: t`Adults`,
      hint: t`12 years and over`,
      less: t`Remove an adult`,
      more: t`Add an adult`,
    },
    {
      type: 'children',
      name: t`Children`,
      hint: t`2 to 11 years`,
      less: t`Remove a child`,
      more: t`Add a child`,
    },
    {
      type: 'infants',
      name: t`Infants`,
      hint: t`Under 2, on an adult’s lap`,
      less: t`Remove an infant`,
      more: t`Add an infant`,
    },
  ];

  return (
    <div className={fieldStyles.field}>
      <span id={`${id}-label`} className={fieldStyles.label}>
        {label}
      </span>
      <div className={fieldStyles.popupAnchor}>
        <button
          ref={toggleRef}
          id={`${id}-toggle`}
          type="button"
          className={fieldStyles.trigger}
          aria-expanded={open}
          aria-controls={`${id}-panel`}
          aria-labelledby={`${id}-label ${id}-toggle`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onClick={() => setOpen((o) => !o)}
        >
          {text}
        </button>
        <div
          ref={panelRef}
          id={`${id}-panel`}
          className={styles.panel}
          hidden={!open}
          onKeyDown={(e) => {
            if (e.key === 'Escape') {
              e.preventDefault();
              close();
            }
          }}
        >
          {rows.map((row) => (
            <div key={row.type} className={styles.row} role="group" aria-labelledby={`${id}-${row.type}`}>
              <div>
                <div id={`${id}-${row.type}`} className={styles.name}>
                  {row.name}
                </div>
                <div className={styles.hint}>{row.hint}</div>
              </div>
              <div className={styles.stepper}>
                <button
                  type="button"
                  className={styles.step}
                  aria-label={row.less}
                  // aria-disabled, not disabled: the button keeps focus when it reaches a limit.
                  aria-disabled={!canStep(value, row.type, -1)}
                  onClick={() =>
                    canStep(value, row.type, -1) && onChange({ ...value, [row.type]: value[row.type] - 1 })
                  }
                >
                  −
                </button>
                <output className={styles.count} aria-labelledby={`${id}-${row.type}`}>
                  {value[row.type]}
                </output>
                <button
                  type="button"
                  className={styles.step}
                  aria-label={row.more}
                  aria-disabled={!canStep(value, row.type, 1)}
                  onClick={() =>
                    canStep(value, row.type, 1) && onChange({ ...value, [row.type]: value[row.type] + 1 })
                  }
                >
                  +
                </button>
              </div>
            </div>
          ))}
          <p className={styles.rules}>
            <Trans>Up to 9 seated passengers per booking; one infant per adult.</Trans>
          </p>
          <button type="button" className={styles.done} onClick={close}>
            <Trans>Done</Trans>
          </button>
        </div>
      </div>
      {/* Announces each change, since the stepper buttons keep focus. */}
      <span className={styles.visuallyHidden} aria-live="polite">
        {open ? text : ''}
      </span>
      {error && (
        <p id={`${id}-error`} className={fieldStyles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
