import { randomBytes } from 'node:crypto';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../client.server.ts';
import { newsletterSubscribers } from '../schema/newsletter.ts';

export type Subscriber = typeof newsletterSubscribers.$inferSelect;
export type SubscribeOutcome = { status: 'subscribed' | 'already_subscribed'; subscriber: Subscriber };

const newToken = () => randomBytes(24).toString('base64url');

/**
 * Adds a subscriber to a domain's list. An active subscriber stays as is (`already_subscribed`);
 * one who had unsubscribed is signed up again with fresh consent (`subscribed`).
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
  if (inserted) return { status: 'subscribed', subscriber: inserted };

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
    })
    .where(and(sameEmail, isNotNull(newsletterSubscribers.unsubscribedAt)))
    .returning();
  if (resubscribed) return { status: 'subscribed', subscriber: resubscribed };

  const [existing] = await db.select().from(newsletterSubscribers).where(sameEmail).limit(1);
  if (!existing) throw new Error('newsletter subscriber vanished between insert and select');
  return { status: 'already_subscribed', subscriber: existing };
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
