import { randomBytes } from 'node:crypto';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../client.server.ts';
import { newsletterSubscribers } from '../schema/newsletter.ts';

export type Subscriber = typeof newsletterSubscribers.$inferSelect;
export type SubscribeOutcome = {
  status: 'confirmation_sent' | 'already_subscribed';
  subscriber: Subscriber;
  /** Whether a confirmation mail is due now (a pending sign-up asks again at most every 10 min). */
  sendConfirmation: boolean;
};

/** A pending subscriber who signs up again gets the link again, but not more often than this. */
export const CONFIRMATION_RESEND_AFTER_MS = 10 * 60_000;

const newToken = () => randomBytes(24).toString('base64url');

/**
 * Signs an address up, pending its confirmation (double opt-in, decision 101). A confirmed
 * subscriber stays as is (`already_subscribed`); one who had unsubscribed signs up again with fresh
 * consent and must confirm again; a pending one is sent the link again unless it went out within
 * the last 10 minutes, so the form cannot flood an inbox.
 */
export async function subscribeToNewsletter(
  db: Db,
  input: { domainId: number; name: string; email: string; language: string },
): Promise<SubscribeOutcome> {
  const [inserted] = await db
    .insert(newsletterSubscribers)
    .values({ ...input, token: newToken() })
    .onConflictDoNothing()
    .returning();
  if (inserted) return { status: 'confirmation_sent', subscriber: inserted, sendConfirmation: true };

  const sameEmail = and(
    eq(newsletterSubscribers.domainId, input.domainId),
    eq(sql`lower(${newsletterSubscribers.email})`, input.email.toLowerCase()),
  );
  const [resubscribed] = await db
    .update(newsletterSubscribers)
    .set({
      name: input.name,
      language: input.language,
      consentedAt: sql`now()`,
      unsubscribedAt: null,
      confirmationSentAt: null,
      confirmedAt: null,
    })
    .where(and(sameEmail, isNotNull(newsletterSubscribers.unsubscribedAt)))
    .returning();
  if (resubscribed) return { status: 'confirmation_sent', subscriber: resubscribed, sendConfirmation: true };

  const [existing] = await db.select().from(newsletterSubscribers).where(sameEmail).limit(1);
  if (!existing) throw new Error('newsletter subscriber vanished between insert and select');
  if (existing.confirmedAt)
    return { status: 'already_subscribed', subscriber: existing, sendConfirmation: false };
  const lastSent = existing.confirmationSentAt?.getTime();
  const due = lastSent === undefined || Date.now() - lastSent >= CONFIRMATION_RESEND_AFTER_MS;
  return { status: 'confirmation_sent', subscriber: existing, sendConfirmation: due };
}

/**
 * Confirms the token's pending sign-up. Idempotent: a second call keeps the first time. Null when
 * no subscribed row has that token (unknown, or unsubscribed since).
 */
export async function confirmNewsletter(db: Db, token: string): Promise<Subscriber | null> {
  const [row] = await db
    .update(newsletterSubscribers)
    .set({ confirmedAt: sql`coalesce(${newsletterSubscribers.confirmedAt}, now())` })
    .where(and(eq(newsletterSubscribers.token, token), isNull(newsletterSubscribers.unsubscribedAt)))
    .returning();
  return row ?? null;
}

export async function markConfirmationSent(db: Db, id: number): Promise<void> {
  await db
    .update(newsletterSubscribers)
    .set({ confirmationSentAt: sql`now()` })
    .where(eq(newsletterSubscribers.id, id));
}

/**
 * Opts the token's subscriber out. Idempotent: a second call keeps the first time. Null when no
 * subscriber has that token.
 */
export async function unsubscribeFromNewsletter(db: Db, token: string): Promise<Subscriber | null> {
  const [row] = await db
    .update(newsletterSubscribers)
    .set({ unsubscribedAt: sql`coalesce(${newsletterSubscribers.unsubscribedAt}, now())` })
    .where(eq(newsletterSubscribers.token, token))
    .returning();
  return row ?? null;
}
