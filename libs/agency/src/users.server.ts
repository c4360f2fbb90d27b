import { and, eq, sql } from 'drizzle-orm';
import { schema, type Db } from '@skybook/db';
import { burnPasswordCheck, hashPassword, verifyPassword } from './passwords.server.ts';

const { agencies, agencyUsers } = schema;

/** Ten wrong passwords in a row lock the account for fifteen minutes. */
export const LOCKOUT = { maxFailures: 10, lockMs: 15 * 60_000 } as const;

export type AgencyRole = 'admin' | 'agent';

/** Who is calling an agency endpoint; every query is scoped by `agencyId` (and `userId` for agents). */
export interface AgencyActor {
  userId: number;
  agencyId: number;
  role: AgencyRole;
  uid: string;
  name: string;
  agencyName: string;
  creditLimit: number;
  currency: string;
  sessionVersion: number;
}

export type SignInOutcome =
  { kind: 'ok'; actor: AgencyActor } | { kind: 'invalid' } | { kind: 'locked'; until: Date };

const actorColumns = {
  userId: agencyUsers.id,
  agencyId: agencyUsers.agencyId,
  role: sql<AgencyRole>`${agencyUsers.role}`,
  uid: agencyUsers.uid,
  name: agencyUsers.name,
  agencyName: agencies.name,
  creditLimit: agencies.creditLimit,
  currency: sql<string>`${agencies.currency}`,
  sessionVersion: agencyUsers.sessionVersion,
};

export const normalizeUsername = (username: string) => username.trim().toLowerCase();

/**
 * Checks a username and password. Unknown user, inactive user and wrong password all answer
 * `invalid` after the same argon2 work; a locked account answers `locked` without checking.
 */
export async function authenticate(
  db: Db,
  username: string,
  password: string,
  now = new Date(),
): Promise<SignInOutcome> {
  const [user] = await db
    .select()
    .from(agencyUsers)
    .where(eq(agencyUsers.username, normalizeUsername(username)));
  if (!user) {
    await burnPasswordCheck(password);
    return { kind: 'invalid' };
  }
  if (user.lockedUntil && user.lockedUntil > now) return { kind: 'locked', until: user.lockedUntil };
  const ok = await verifyPassword(user.passwordHash, password);
  if (!ok || !user.active) {
    if (!ok) await recordFailure(db, user.id, now);
    return { kind: 'invalid' };
  }
  await db
    .update(agencyUsers)
    .set({ failedAttempts: 0, lockedUntil: null })
    .where(eq(agencyUsers.id, user.id));
  const actor = await findActor(db, user.uid);
  return actor ? { kind: 'ok', actor } : { kind: 'invalid' };
}

/** One statement, so concurrent failures all count; a lapsed lock starts the count again. */
async function recordFailure(db: Db, userId: number, now: Date): Promise<void> {
  const nowIso = now.toISOString();
  const lockUntil = new Date(now.getTime() + LOCKOUT.lockMs).toISOString();
  await db
    .update(agencyUsers)
    .set({
      failedAttempts: sql`case when ${agencyUsers.lockedUntil} is not null and ${agencyUsers.lockedUntil} <= ${nowIso}::timestamptz then 1 else ${agencyUsers.failedAttempts} + 1 end`,
      lockedUntil: sql`case
        when ${agencyUsers.lockedUntil} is not null and ${agencyUsers.lockedUntil} <= ${nowIso}::timestamptz then null
        when ${agencyUsers.failedAttempts} + 1 >= ${LOCKOUT.maxFailures} then ${lockUntil}::timestamptz
        else ${agencyUsers.lockedUntil} end`,
    })
    .where(eq(agencyUsers.id, userId));
}

/** The active user with this uid, with their agency's credit line; null when gone or deactivated. */
export async function findActor(db: Db, uid: string): Promise<AgencyActor | null> {
  const [row] = await db
    .select(actorColumns)
    .from(agencyUsers)
    .innerJoin(agencies, eq(agencies.id, agencyUsers.agencyId))
    .where(and(eq(agencyUsers.uid, uid), eq(agencyUsers.active, true)));
  return row ?? null;
}

/**
 * Sets a new password when `current` is right, and bumps the session version so every other
 * session of the user ends. Answers the new version (for the caller's fresh token) or null.
 */
export async function changePassword(
  db: Db,
  userId: number,
  current: string,
  next: string,
): Promise<number | null> {
  const [user] = await db.select().from(agencyUsers).where(eq(agencyUsers.id, userId));
  if (!user || !(await verifyPassword(user.passwordHash, current))) return null;
  const [row] = await db
    .update(agencyUsers)
    .set({ passwordHash: await hashPassword(next), sessionVersion: sql`${agencyUsers.sessionVersion} + 1` })
    .where(eq(agencyUsers.id, userId))
    .returning({ version: agencyUsers.sessionVersion });
  return row?.version ?? null;
}
