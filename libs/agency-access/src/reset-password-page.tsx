import { useEffect, useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { ChangePasswordDialog } from './change-password-dialog.tsx';
import { Button } from '@skybook/ui';

/** `/ta/reset-password`: the change-password dialog, open on arrival (it needs the browser, so after hydration). */
export function ResetPasswordPage() {
  const [open, setOpen] = useState(false);
  const [changed, setChanged] = useState(false);
  useEffect(() => setOpen(true), []);
  return (
    <section aria-labelledby="page-title" data-route="ta-reset-password">
      <h1 id="page-title">
        <Trans>Change password</Trans>
      </h1>
      {changed ? (
        <p role="status" data-testid="password-changed">
          <Trans>Your password was changed. Your other sessions have been signed out.</Trans>
        </p>
      ) : null}
      <Button onClick={() => setOpen(true)}>
        <Trans>Change password</Trans>
      </Button>
      <ChangePasswordDialog
        open={open}
        onClose={() => setOpen(false)}
        onChanged={() => {
          setOpen(false);
          setChanged(true);
        }}
      />
    </section>
  );
}
