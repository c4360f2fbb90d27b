import { Trans, useLingui } from '@lingui/react/macro';
import type { NewsletterResponse } from '@skybook/api-contract';
import { Button, Modal } from '@skybook/ui';

export interface NewsletterConfirmationProps {
  open: boolean;
  onClose: () => void;
  status: NewsletterResponse['status'];
  email: string;
}

/** The dialog after a sign-up: new subscribers are told to expect a mail, returning ones that they are in. */
export function NewsletterConfirmation({ open, onClose, status, email }: NewsletterConfirmationProps) {
  const { t } = useLingui();
  return (
    <Modal
      open={open}
      onClose={onClose}
      size="sm"
      closeLabel={t`Close`}
      title={status === 'subscribed' ? t`Thank you for subscribing!` : t`You are already subscribed`}
      actions={
        <Button onClick={onClose}>
          <Trans>Done</Trans>
        </Button>
      }
    >
      <p>
        {status === 'subscribed' ? (
          <Trans>We have sent a confirmation to {email}. Every email has a link to unsubscribe.</Trans>
        ) : (
          <Trans>{email} is already on our list, so there is nothing more to do.</Trans>
        )}
      </p>
    </Modal>
  );
}
