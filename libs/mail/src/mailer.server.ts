import nodemailer, { type Transporter } from 'nodemailer';
import type { MailMessage } from './mail-message.ts';
import { writeOutboxFiles } from './outbox.server.ts';

export type { MailMessage } from './mail-message.ts';

export interface SentMail {
  messageId: string;
}

/** What the rest of the server sends mail through; tests and callers never see nodemailer. */
export interface Mailer {
  send(message: MailMessage): Promise<SentMail>;
}

export interface MailerOptions {
  /** The `From` of every mail, e.g. `Skybook Air <no-reply@skybook.example>`. */
  from: string;
  /** `smtp://user:pass@host:587` or `smtps://…`: deliver for real. Unset: write to `outboxDir`. */
  smtpUrl?: string | undefined;
  /** Where mails go when there is no SMTP server (development, tests, e2e). */
  outboxDir: string;
}

/**
 * SMTP when configured, otherwise an outbox folder: each mail becomes an `.eml` file (open it in
 * any mail client) plus a `.json` twin that tests and tools read without a MIME parser.
 */
export function createMailer(options: MailerOptions): Mailer {
  if (options.smtpUrl) return transportMailer(nodemailer.createTransport(options.smtpUrl), options.from);
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send({ id, ...message }) {
      const info = await transport.sendMail({
        from: options.from,
        ...message,
        ...messageIdOf(id, options.from),
      });
      await writeOutboxFiles(options.outboxDir, info.messageId, info.message as Buffer, {
        from: options.from,
        ...message,
      });
      return { messageId: info.messageId };
    },
  };
}

function transportMailer(transport: Transporter, from: string): Mailer {
  return {
    async send({ id, ...message }) {
      const info = await transport.sendMail({ from, ...message, ...messageIdOf(id, from) });
      return { messageId: String(info.messageId) };
    },
  };
}

/** `<id@domain of From>` for a mail with a stable id; nodemailer makes one up otherwise. */
function messageIdOf(id: string | undefined, from: string): { messageId?: string } {
  if (!id) return {};
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
  return { messageId: `<${id}@${domain}>` };
}
