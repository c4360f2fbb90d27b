import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Modal } from '@skybook/ui';
import { CheckinForm, type CheckinFormProps } from './checkin-form.tsx';
import styles from './checkin-form.module.css';

/** The same form in a dialog, opened from a button (the mobile check-in bar). */
export function CheckinFormModal(props: CheckinFormProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const title =
    props.intent === 'manage' ? <Trans>Manage your booking</Trans> : <Trans>Online check-in</Trans>;
  return (
    <>
      <button type="button" className={styles.trigger} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {title}
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title={title} closeLabel={t`Close`} size="sm">
        <CheckinForm
          {...props}
          onNavigate={(href) => {
            setOpen(false);
            props.onNavigate(href);
          }}
        />
      </Modal>
    </>
  );
}
