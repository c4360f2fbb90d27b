export { createMailer, type Mailer, type MailMessage } from './mailer.server.ts';
export { readOutbox } from './outbox.server.ts';
export { escapeHtml } from './escape-html.ts';
export {
  enqueueMail,
  mailQueueDepth,
  pruneOutbox,
  releaseMail,
  type QueueOptions,
} from './mail-outbox.server.ts';
export { createMailDelivery, type MailDelivery } from './mail-delivery.server.ts';
