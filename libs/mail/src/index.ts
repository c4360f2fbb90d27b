export { createMailer, type Mailer, type MailMessage } from './mailer.server.ts';
export { readOutbox } from './outbox.server.ts';
export { escapeHtml } from './escape-html.ts';
