import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '@skybook/db';
import type { MailMessage } from './mail-message.ts';
import type { Mailer } from './mailer.server.ts';

export interface MailDeliveryDeps {
  db: Db;
  mailer: Mailer;
  /** How often this process looks for mails others queued or that are due a retry (default 500 ms). */
  pollMs?: number;
  /** How long a claimed mail is this process's to send; a crash frees it after this (default 60 s). */
  leaseMs?: number;
  /** The first retry's delay, doubled each time up to an hour (default 5 s). */
  backoffMs?: number;
  /** Attempts before a mail is given up as failed (default 10). */
  maxAttempts?: number;
  /** Mails claimed per statement (default 20). */
  batch?: number;
  /** A failed attempt, described without the mail's address or content (for the logs). */
  onError?: (failure: { mailId: string; attempt: number; code: string; gaveUp: boolean }) => void;
}

export interface MailDelivery {
  /** Polls for due mails until `stop`. */
  start(): void;
  /** Sends what is due now, without waiting: call it after committing a transaction that queued mail. */
  kick(): void;
  /** Sends every mail due now and resolves when done (tests, shutdown). */
  drain(): Promise<void>;
  /** Stops polling and waits for the mails being sent. */
  stop(): Promise<void>;
}

interface ClaimedMail {
  id: string;
  message_id: string;
  message: MailMessage;
  attempts: number;
}

const HOUR_MS = 60 * 60_000;

/**
 * Claims up to `batch` due mails for `token` under a lease.
 * why: FOR UPDATE SKIP LOCKED: two processes claiming at once take different rows, and a row
 * claimed before is skipped until its lease is over, so one mail has one sender at a time.
 */
async function claimDueMails(db: Db, token: string, leaseMs: number, batch: number) {
  return rowsOf<ClaimedMail>(
    db,
    sql`update outbox_mails set locked_until = now() + ${leaseMs} * interval '1 millisecond',
      locked_by = ${token}, attempts = attempts + 1
    where id in (
      select id from outbox_mails
      where status = 'pending' and run_after <= now()
        and (locked_until is null or locked_until <= now())
        and (expires_at is null or expires_at > now())
      order by run_after limit ${batch}
      for update skip locked)
    returning id::text, message_id, message, attempts`,
  );
}

/** Marks a mail sent and clears its body (it may hold a one-time code). */
const markSent = (db: Db, id: string) =>
  db.execute(sql`update outbox_mails set status = 'sent', sent_at = now(), message = null,
      locked_until = null, locked_by = null, last_error = null
    where id = ${id}::uuid and status = 'pending'`);

/** Schedules the retry after `delayMs`, or gives the mail up (and clears its body) after the last attempt. */
const markFailed = (
  db: Db,
  mail: ClaimedMail,
  token: string,
  delayMs: number,
  error: string,
  gaveUp: boolean,
) =>
  db.execute(sql`update outbox_mails set locked_until = null, locked_by = null, last_error = ${error},
      run_after = now() + ${delayMs} * interval '1 millisecond',
      status = ${gaveUp ? 'failed' : 'pending'}, message = ${gaveUp ? sql`null` : sql`message`}
    where id = ${mail.id}::uuid and locked_by = ${token}`);

/** A failure's code for the logs and the row: never the text, which may quote an address. */
function failureCode(error: unknown): string {
  const e = error as { code?: unknown; responseCode?: unknown };
  const parts = [e.code, e.responseCode].filter((p) => typeof p === 'string' || typeof p === 'number');
  return parts.length > 0 ? parts.join(' ') : error instanceof Error ? error.name : 'error';
}

/**
 * Sends the outbox's mails from this process (decision 111): a mail is claimed under a lease
 * before it is sent, marked sent after, retried with exponential backoff when the mailer throws.
 * A crash between the mailer accepting a mail and the mark leaves it to be sent again once the
 * lease is over, with the same Message-ID: at least once, and once in normal operation.
 */
export function createMailDelivery(deps: MailDeliveryDeps): MailDelivery {
  const { db, mailer } = deps;
  const pollMs = deps.pollMs ?? 500;
  const leaseMs = deps.leaseMs ?? 60_000;
  const backoffMs = deps.backoffMs ?? 5_000;
  const maxAttempts = deps.maxAttempts ?? 10;
  const batch = deps.batch ?? 20;
  const owner = `${hostname()}:${process.pid}`;
  let pass: Promise<void> | undefined;
  let again = false;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  async function send(mail: ClaimedMail, token: string): Promise<void> {
    try {
      await mailer.send({ ...mail.message, id: mail.message_id });
    } catch (error) {
      const gaveUp = mail.attempts >= maxAttempts;
      const code = failureCode(error);
      const delay = Math.min(HOUR_MS, backoffMs * 2 ** (mail.attempts - 1));
      await markFailed(db, mail, token, delay, code, gaveUp);
      deps.onError?.({ mailId: mail.id, attempt: mail.attempts, code, gaveUp });
      return;
    }
    await markSent(db, mail.id);
  }

  /** Claims and sends batches until none is due. */
  async function deliver(): Promise<void> {
    for (;;) {
      const token = `${owner}:${randomUUID()}`;
      const claimed = await claimDueMails(db, token, leaseMs, batch);
      if (claimed.length === 0) return;
      await Promise.all(claimed.map((mail) => send(mail, token)));
    }
  }

  /** One pass at a time per process; a kick during a pass runs one more after it. */
  function run(): Promise<void> {
    if (pass) {
      again = true;
      return pass;
    }
    pass = deliver()
      .catch((error: unknown) =>
        deps.onError?.({ mailId: '', attempt: 0, code: failureCode(error), gaveUp: false }),
      )
      .finally(() => {
        pass = undefined;
        if (again) {
          again = false;
          void run();
        }
      });
    return pass;
  }

  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => void run().finally(schedule), pollMs).unref();
  };

  return {
    start: schedule,
    kick: () => void run(),
    async drain() {
      // The pass under way may have claimed before the caller's commit: wait for it, then one more.
      await pass;
      await run();
      while (pass) await pass;
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      while (pass) await pass;
    },
  };
}
