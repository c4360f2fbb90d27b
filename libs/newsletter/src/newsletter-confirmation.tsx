import { Trans, useLingui } from '@lingui/react/macro';
import type { NewsletterResponse } from '@skybook/api-contract';
import { Button, Modal } from '@skybook/ui';

export interface NewsletterConfirmationProps {
  open: boolean;
  onClose: () => void;
  status: NewsletterResponse['status'];
  email: string;
}

/**
 * The dialog after a sign-up: a new address is told to confirm from the mail it was sent (double
 * opt-in), a confirmed one that it is already on the list.
 */
export function NewsletterConfirmation({ open, onClose, status, email }: NewsletterConfirmationProps) {
  const { t } = useLingui();
  return (
    <Modal
      open={open}
      onClose={onClose}
      size="sm"
      closeLabel={t`Close`}
      title={status === 'confirmation_sent' ? t`Please check your inbox` : t`You are already subscribed`}
      actions={
        <Button onClick={onClose}>
          <Trans>Done</Trans>
        </Button>
      }
    >
      <p>
        {status === 'confirmation_sent' ? (
          <Trans>
            We have sent a link to {email}. Follow it to confirm your subscription: until then you will not
            receive our offers.
          </Trans>
        ) : (
          <Trans>{email} is already on our list, so there is nothing more to do.</Trans>
        )}
      </p>
    </Modal>
  );
}
