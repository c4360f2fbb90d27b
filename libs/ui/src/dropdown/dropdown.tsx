import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Icon } from '../icon/icon.tsx';
import { useDropdown } from './dropdown-group.tsx';
import styles from './dropdown.module.css';

export interface DropdownProps {
  /** Unique within its `<DropdownGroup>`. */
  name: string;
  /** The trigger's content (text, or an icon plus visually hidden text). */
  label: ReactNode;
  children: ReactNode;
  /** Where the panel hangs from the trigger. */
  align?: 'start' | 'end';
  /** Extra class for the trigger, e.g. to look like a navbar link. */
  triggerClassName?: string;
  /** Accessible name of the panel when the label is not plain text. */
  panelLabel?: string;
}

/** A disclosure button and its panel with a close control (spec §2 dropdowns). */
export function Dropdown({
  name,
  label,
  children,
  align = 'start',
  triggerClassName,
  panelLabel,
}: DropdownProps) {
  const { t } = useLingui();
  const { open, close, triggerProps, panelProps } = useDropdown(name);
  return (
    <div className={styles.dropdown} data-open={open || undefined}>
      <button
        type="button"
        className={[styles.trigger, triggerClassName].filter(Boolean).join(' ')}
        {...triggerProps}
      >
        {label}
        <span aria-hidden="true" className={styles.caret} />
      </button>
      <div {...panelProps} className={styles.panel} data-align={align} role="region" aria-label={panelLabel}>
        <button type="button" className={styles.close} onClick={close} aria-label={t`Close`}>
          <Icon name="close" size={20} />
        </button>
        {children}
      </div>
    </div>
  );
}
