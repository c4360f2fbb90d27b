import { randomUUID } from 'node:crypto';
import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import { rowsOf, schema, type Db } from '@skybook/db';
import type { MailMessage } from './mail-message.ts';

export interface QueueOptions {
  /** A mail that is useless later (a one-time code) is dropped unsent after this. */
  expiresAt?: Date;
  /** Held back this long before it may be sent (until `releaseMail`). */
  holdMs?: number;
}

/**
 * Puts a rendered mail in the outbox inside `tx`, the transaction of the change it reports
 * (decision 111): it is sent only if that commits, and is never lost once it has. Call the
 * delivery's `kick()` after the commit for a prompt send.
 */
export async function enqueueMail(
  tx: Db,
  message: MailMessage,
  opts: QueueOptions = {},
): Promise<{ id: string }> {
  const id = randomUUID();
  await tx.insert(schema.outboxMails).values({
    id,
    // The Message-ID's local part: every delivery attempt of this mail carries the same one.
    messageId: id,
    message,
    expiresAt: opts.expiresAt ?? null,
    ...(opts.holdMs ? { runAfter: sql`now() + ${opts.holdMs} * interval '1 millisecond'` } : {}),
  });
  return { id };
}

/**
 * Rewrites a mail held back with `holdMs` and lets it go now, inside `tx` (e.g. a cancellation's
 * mail once its refund has an outcome). A mail already claimed or sent is left as it is.
 */
export async function releaseMail(tx: Db, id: string, message: MailMessage): Promise<void> {
  const t = schema.outboxMails;
  await tx
    .update(t)
    .set({ message, runAfter: sql`now()` })
    .where(
      and(
        eq(t.id, id),
        eq(t.status, 'pending'),
        eq(t.attempts, 0),
        or(isNull(t.lockedUntil), lte(t.lockedUntil, sql`now()`)),
      ),
    );
}

/** Mails waiting to be sent (due or backing off): for a queue-depth gauge. */
export async function mailQueueDepth(db: Db): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from outbox_mails where status = 'pending'`,
  );
  return row?.n ?? 0;
}

/**
 * Forgets sent and given-up mails after `keepMs`, and drops unsent ones past their expiry (a
 * one-time code no longer valid) at once, body and all: the outbox keeps no personal data longer.
 */
export async function pruneOutbox(db: Db, keepMs = 24 * 60 * 60_000): Promise<number> {
  const rows = await rowsOf<{ id: string }>(
    db,
    sql`delete from outbox_mails
    where (status <> 'pending' and created_at < now() - ${keepMs} * interval '1 millisecond')
       or (status = 'pending' and expires_at <= now()
           and (locked_until is null or locked_until <= now()))
    returning id`,
  );
  return rows.length;
}
