import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '@skybook/db';
import { DomainError, type OTP_PURPOSES } from '@skybook/api-contract';

export const OTP_TTL_MS = 10 * 60_000;
export const OTP_MAX_ATTEMPTS = 5;
export type OtpPurpose = (typeof OTP_PURPOSES)[number];

/** Keyed with a server secret: a stolen table alone does not give the (only 10⁶) codes away. */
const hashOf = (secret: string, orderId: string, purpose: OtpPurpose, code: string) =>
  createHmac('sha256', secret).update(`${orderId}:${purpose}:${code}`).digest('hex');

/** A new 6-digit code for one purpose of an order, replacing any earlier one. */
export async function issueOtp(
  db: Db,
  orderId: string,
  purpose: OtpPurpose,
  secret: string,
): Promise<{ code: string; expiresAt: string }> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  // why: ON CONFLICT upsert: one live code per order however many requests race.
  const [row] = await rowsOf<{ expires_ms: number }>(
    db,
    sql`
    insert into order_otps (order_id, purpose, code_hash, expires_at)
    values (${orderId}::uuid, ${purpose}, ${hashOf(secret, orderId, purpose, code)}, now() + ${OTP_TTL_MS} * interval '1 millisecond')
    on conflict (order_id, purpose) do update set code_hash = excluded.code_hash, expires_at = excluded.expires_at,
      attempts = 0, consumed_at = null, created_at = now()
    returning (extract(epoch from expires_at) * 1000)::float8 as expires_ms`,
  );
  return { code, expiresAt: new Date(row!.expires_ms).toISOString() };
}

const refused = (key: 'errors.otp_invalid' | 'errors.otp_expired') =>
  new DomainError(400, 'errors.validation', { otp: key });

/**
 * Spends the code: each try counts (5 at most, in one statement, so parallel guesses count too),
 * a right one works once. A wrong code is `errors.otp_invalid`; a missing, used, lapsed or
 * exhausted one is `errors.otp_expired` (ask for a new code).
 */
export async function consumeOtp(
  db: Db,
  orderId: string,
  purpose: OtpPurpose,
  code: string,
  secret: string,
): Promise<void> {
  // why: atomic attempts + 1 with its limit in the WHERE: racing guesses can never exceed the allowed tries.
  const [attempt] = await rowsOf<{ code_hash: string }>(
    db,
    sql`update order_otps set attempts = attempts + 1
    where order_id = ${orderId}::uuid and purpose = ${purpose} and consumed_at is null
      and expires_at > now() and attempts < ${OTP_MAX_ATTEMPTS}
    returning code_hash`,
  );
  if (!attempt) throw refused('errors.otp_expired');
  const given = Buffer.from(hashOf(secret, orderId, purpose, code));
  if (!timingSafeEqual(given, Buffer.from(attempt.code_hash))) throw refused('errors.otp_invalid');
  // why: conditional UPDATE (consumed_at is null): of two racing verifications only one spends the code.
  const spent = await rowsOf<{ ok: number }>(
    db,
    sql`update order_otps set consumed_at = now()
    where order_id = ${orderId}::uuid and purpose = ${purpose} and consumed_at is null
      and code_hash = ${attempt.code_hash} returning 1 as ok`,
  );
  if (spent.length === 0) throw refused('errors.otp_expired');
}
