import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { schema, type Db } from '@skybook/db';
import type { SsoFailure } from '@skybook/api-contract';
import { hashPassword } from './passwords.server.ts';
import { randomId } from './random-id.server.ts';
import { findActor, normalizeUsername, type AgencyActor } from './users.server.ts';
import type { SsoSettings } from './sso-settings.server.ts';

const { agencyUsers } = schema;

/** The verified ID token's claims the match needs. */
export interface SsoIdentity {
  subject: string;
  email: string | undefined;
  emailVerified: boolean | undefined;
  name: string | undefined;
}

export type SsoMatch = { kind: 'ok'; actor: AgencyActor } | { kind: 'refused'; reason: SsoFailure };

/**
 * Issue 18: the provider vouches for `sub` and the email; this agency decides. The email must be
 * of the agency's domain; the user is found by the provider's subject, else (first sign-in of an
 * existing user) by the email as username within the agency, and linked to the subject. A user
 * the agency disabled is refused whatever the provider says; an unknown one becomes an agent (the
 * least role) or is refused, per the agency's setting.
 */
export async function matchSsoUser(
  db: Db,
  agencyId: number,
  settings: Pick<SsoSettings, 'emailDomain' | 'unknownUsers'>,
  who: SsoIdentity,
): Promise<SsoMatch> {
  const email = who.email ? normalizeUsername(who.email) : '';
  const domain = email.slice(email.lastIndexOf('@') + 1);
  if (!email.includes('@') || domain !== settings.emailDomain || who.emailVerified === false)
    return { kind: 'refused', reason: 'wrongDomain' };

  const [bySubject] = await db
    .select()
    .from(agencyUsers)
    .where(and(eq(agencyUsers.agencyId, agencyId), eq(agencyUsers.ssoSubject, who.subject)));
  let user = bySubject;
  if (!user) {
    const [byEmail] = await db.select().from(agencyUsers).where(eq(agencyUsers.username, email));
    // Another agency's user, or one already linked to another subject, is not this person.
    if (byEmail && (byEmail.agencyId !== agencyId || byEmail.ssoSubject !== null))
      return { kind: 'refused', reason: 'unknownUser' };
    user = byEmail;
  }
  if (user && !user.active) return { kind: 'refused', reason: 'disabled' };
  if (user) {
    if (user.ssoSubject === null)
      await db.update(agencyUsers).set({ ssoSubject: who.subject }).where(eq(agencyUsers.id, user.id));
    const actor = await findActor(db, user.uid);
    return actor ? { kind: 'ok', actor } : { kind: 'refused', reason: 'disabled' };
  }
  if (settings.unknownUsers !== 'create') return { kind: 'refused', reason: 'unknownUser' };
  const uid = randomId(20);
  await db.insert(agencyUsers).values({
    agencyId,
    username: email,
    name: who.name?.trim().slice(0, 120) || email,
    uid,
    // Nobody knows this password: the user signs in with the company account only.
    passwordHash: await hashPassword(randomBytes(32).toString('base64url')),
    role: 'agent',
    ssoSubject: who.subject,
  });
  const actor = await findActor(db, uid);
  return actor ? { kind: 'ok', actor } : { kind: 'refused', reason: 'unknownUser' };
}
