export {
  createMailer,
  type Mailer,
  type MailerOptions,
  type MailMessage,
  type SentMail,
} from './mailer.server.ts';
export { readOutbox, type OutboxMail } from './outbox.server.ts';
export { escapeHtml } from './escape-html.ts';
