import * as v from 'valibot';

const Millis = (min: number, fallback: string) =>
  v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d+$/, 'must be milliseconds'),
      v.transform(Number),
      v.minValue(min, `must be at least ${min}`),
    ),
    fallback,
  );

/** Settings of the job runner and the mail outbox (decisions 110, 111), merged into the config. */
export const backgroundEnv = {
  /** How often each process looks for a due periodic job (the jobs' own periods are separate). */
  JOB_POLL_MS: Millis(20, '1000'),
  /** How often each process looks for queued mail others wrote or that is due a retry. */
  MAIL_POLL_MS: Millis(20, '500'),
  /** A failed mail's first retry delay, doubled on each further failure up to an hour. */
  MAIL_RETRY_MS: Millis(10, '5000'),
  /**
   * How long a mail a process claimed stays its own to send. A process that dies mid-send frees
   * its mails only after this, so it bounds how late a crash makes them; it must outlast one send.
   */
  MAIL_LEASE_MS: Millis(1000, '60000'),
};
