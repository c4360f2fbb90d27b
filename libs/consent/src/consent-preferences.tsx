import { useEffect, useState, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Modal } from '@skybook/ui';
import styles from './consent.module.css';

export interface ConsentPreferencesProps {
  open: boolean;
  /** The current choice, or none yet (both unticked: opt-in). */
  initial: { analytics: boolean; marketing: boolean } | null;
  onSave: (choice: { analytics: boolean; marketing: boolean }) => void;
  onClose: () => void;
}

/**
 * The second layer: one switch per category, necessary always on. Saving, accepting or rejecting
 * all records a choice; Escape, × and the backdrop close without one (decision 099).
 */
export function ConsentPreferences({ open, initial, onSave, onClose }: ConsentPreferencesProps) {
  const { t } = useLingui();
  const [analytics, setAnalytics] = useState(initial?.analytics ?? false);
  const [marketing, setMarketing] = useState(initial?.marketing ?? false);
  useEffect(() => {
    if (!open) return;
    setAnalytics(initial?.analytics ?? false);
    setMarketing(initial?.marketing ?? false);
  }, [open, initial]);

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t`Cookie settings`}
      closeLabel={t`Close cookie settings`}
      size="lg"
      actions={
        <div className={styles.actions}>
          <Button
            variant="secondary"
            className={styles.equal}
            onClick={() => onSave({ analytics: false, marketing: false })}
          >
            <Trans>Reject all</Trans>
          </Button>
          <Button
            variant="secondary"
            className={styles.equal}
            onClick={() => onSave({ analytics: true, marketing: true })}
          >
            <Trans>Accept all</Trans>
          </Button>
          <Button onClick={() => onSave({ analytics, marketing })}>
            <Trans>Save my choice</Trans>
          </Button>
        </div>
      }
    >
      <ul className={styles.categories}>
        <Category name={t`Necessary`} checked disabled>
          <Trans>
            Always on: your session, language, currency and booking, security and fraud prevention on the
            booking pages.
          </Trans>
        </Category>
        <Category name={t`Analytics`} checked={analytics} onChange={setAnalytics}>
          <Trans>Measure visits and the site’s speed so we can improve it.</Trans>
        </Category>
        <Category name={t`Marketing`} checked={marketing} onChange={setMarketing}>
          <Trans>Show offers that match your interests, here and on other sites.</Trans>
        </Category>
      </ul>
    </Modal>
  );
}

/** One category: its switch, labelled by its name and what it is for. */
function Category({
  name,
  checked,
  disabled = false,
  onChange,
  children,
}: {
  name: string;
  checked: boolean;
  disabled?: boolean;
  onChange?: (checked: boolean) => void;
  children: ReactNode;
}) {
  return (
    <li>
      <label className={styles.category}>
        <input
          type="checkbox"
          checked={checked}
          disabled={disabled}
          onChange={(e) => onChange?.(e.target.checked)}
        />
        <span>
          <strong>{name}</strong> {children}
        </span>
      </label>
    </li>
  );
}
