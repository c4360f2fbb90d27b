import type { Logger } from 'pino';
import { releaseExpiredHolds } from '@skybook/agency';
import { jobLag, startJobRunner, type Database, type Job } from '@skybook/db';
import { sweepExpiredHolds } from '@skybook/inventory';
import {
  createMailDelivery,
  createMailer,
  mailQueueDepth,
  pruneOutbox,
  type MailDelivery,
  type Mailer,
} from '@skybook/mail';
import { createPaymentReconciler, type PaymentGateway } from '@skybook/orders';
import type { Config } from './config.ts';

/** Queued mails above which the health job warns: far more than a burst of bookings queues. */
const MAIL_BACKLOG = 100;

/**
 * The outbox's sender in this process (decision 111): SMTP (`SMTP_URL`) or the outbox folder
 * (`OUTBOX_DIR`) unless a test brings its own mailer. Failures are logged by code, never with
 * the address or the mail.
 */
export function mailDeliveryFor(
  config: Config,
  database: Database,
  logger: Pick<Logger, 'warn'>,
  mailer?: Mailer,
): MailDelivery {
  return createMailDelivery({
    db: database.db,
    mailer:
      mailer ??
      createMailer({ from: config.MAIL_FROM, smtpUrl: config.SMTP_URL, outboxDir: config.OUTBOX_DIR }),
    pollMs: config.MAIL_POLL_MS,
    backoffMs: config.MAIL_RETRY_MS,
    leaseMs: config.MAIL_LEASE_MS,
    onError: (failure) =>
      logger.warn(
        failure,
        failure.gaveUp ? 'mail given up after its last attempt' : 'mail not sent; will retry',
      ),
  });
}

/**
 * Every periodic job, run once per period across all processes by the job table (decision 110),
 * and this process's share of the mail outbox. `stop` lets a job under way finish.
 */
export function startBackgroundJobs(
  config: Config,
  database: Database,
  paymentGateway: PaymentGateway,
  logger: Logger,
  mail: MailDelivery,
): { stop(): Promise<void> } {
  const { db } = database;
  const payments = createPaymentReconciler({ db, gateway: paymentGateway, leaseMs: config.PAYMENT_LEASE_MS });
  mail.start();
  const jobs: Job[] = [
    {
      name: 'hold-sweep',
      intervalMs: config.HOLD_SWEEP_INTERVAL_MS,
      run: async () => {
        const { holds } = await sweepExpiredHolds(db);
        if (holds > 0) logger.info({ holds }, 'expired holds released');
      },
    },
    // Credit held for bookings on account goes back when the hold expires (issue 7).
    { name: 'credit-hold-release', intervalMs: 60_000, run: () => releaseExpiredHolds(db) },
    // Payments a crash or a lost gateway answer left pending are settled once their lease is
    // over (decision 019); each attempt is also claimed on its own, so a late run is harmless.
    {
      name: 'payment-reconcile',
      intervalMs: config.PAYMENT_RECONCILE_INTERVAL_MS,
      run: async () => {
        const result = await payments.reconcile();
        if (result.settled || result.open) logger.info(result, 'pending payments reconciled');
      },
    },
    // Sent mails' rows and lapsed one-time codes are not kept (decision 111).
    { name: 'mail-outbox-prune', intervalMs: 10 * 60_000, run: () => pruneOutbox(db) },
    // Besides the /metrics gauges (decision 113): a mail backlog or a late job is worth a warning in the logs.
    {
      name: 'background-health',
      intervalMs: 60_000,
      run: async () => {
        const pending = await mailQueueDepth(db);
        const late = (await jobLag(db)).filter((job) => job.lagSeconds > 300);
        if (pending > MAIL_BACKLOG || late.length > 0)
          logger.warn({ pending, late }, 'background work is behind');
      },
    },
  ];
  const runner = startJobRunner({
    db,
    jobs,
    pollMs: config.JOB_POLL_MS,
    onError: (job, err) => logger.warn({ err, job }, 'background job failed'),
  });
  return {
    async stop() {
      await runner.stop();
      await mail.stop();
    },
  };
}
