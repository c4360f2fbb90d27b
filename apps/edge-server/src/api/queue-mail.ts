import type { Db } from '@skybook/db';
import { enqueueMail, type MailMessage, type QueueOptions } from '@skybook/mail';

/**
 * Renders a mail and queues it in `tx`, the transaction of the change it reports (decision 111).
 * A template that throws is reported and queues nothing: the change itself still commits, as
 * it did when mail was sent after it. Answers the queued mail's id.
 */
export async function queueRenderedMail(
  tx: Db,
  render: () => Promise<MailMessage>,
  onRenderError: (err: unknown) => void,
  opts: QueueOptions = {},
): Promise<string | undefined> {
  let message: MailMessage;
  try {
    message = await render();
  } catch (err) {
    onRenderError(err);
    return undefined;
  }
  return (await enqueueMail(tx, message, opts)).id;
}
