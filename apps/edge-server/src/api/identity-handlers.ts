import { LOCKOUT, authenticate, changePassword, normalizeUsername } from '@skybook/agency';
import type { HandlerDeps, Handlers } from './handler-types.ts';
import { DomainError } from '@skybook/api-contract';
import { requireAgency } from './guards.ts';

/** Spec: repeated failures slow the client down; `Retry-After` says for how long. */
const tooMany = (seconds: number) =>
  new DomainError(429, 'agency.tooManyAttempts', undefined, undefined, Math.max(1, seconds));

/**
 * A locked username — existing or not — answers the same 429 with the same `Retry-After` (the
 * whole lock period), so lockouts tell nothing about which usernames exist (decision 051).
 */
const LOCKED_RETRY_AFTER = Math.ceil(LOCKOUT.lockMs / 1000);
const FAILURES = { limit: LOCKOUT.maxFailures, windowMs: LOCKOUT.lockMs };

/** Spec §7 `/api/login`, `/api/_auth/session` and the change-password dialog. */
export function identityHandlers(
  deps: HandlerDeps,
): Pick<Handlers, 'login' | 'getSession' | 'signOut' | 'changePassword'> {
  const { db, rateLimiter } = deps;
  return {
    async login({ username, password }, ctx) {
      const name = normalizeUsername(username);
      // The per client address + username throttle (decision 032), in the store every server shares (decision 112).
      const clientKey = `login:client:${ctx.ip}:${name}`;
      const client = await rateLimiter.peek(clientKey, FAILURES);
      if (!client.allowed) throw tooMany(client.retryAfterSeconds);
      const outcome = await authenticate(db, username, password);
      if (outcome.kind === 'locked') throw tooMany(LOCKED_RETRY_AFTER);
      if (outcome.kind === 'invalid') {
        // Unknown usernames are counted too (shared by every server): after as many failures as
        // lock a real account, they answer 429 like one.
        const [, byName] = await Promise.all([
          rateLimiter.hit(clientKey, FAILURES),
          rateLimiter.hit(`login:name:${name}`, FAILURES),
        ]);
        if (!byName.allowed) throw tooMany(LOCKED_RETRY_AFTER);
        // Same answer for an unknown user, an inactive one and a wrong password.
        throw new DomainError(401, 'agency.invalidCredentials');
      }
      await rateLimiter.reset(clientKey, FAILURES);
      await ctx.session.signIn(outcome.actor);
      return { uid: outcome.actor.uid };
    },

    async getSession(_input, ctx) {
      const identity = ctx.identity;
      if (!identity) return null;
      if (identity.type === 'anonymous')
        return { type: 'anonymous', uid: identity.uid, sessionId: identity.sessionId };
      const { actor } = identity;
      return {
        type: 'agency',
        uid: actor.uid,
        name: actor.name,
        role: actor.role,
        agencyName: actor.agencyName,
        credit: actor.creditLimit,
        currency: actor.currency,
        sessionId: identity.sessionId,
      };
    },

    async signOut(_input, ctx) {
      await ctx.session.signOut();
      return { ok: true };
    },

    async changePassword({ current, next }, ctx) {
      const actor = requireAgency(ctx);
      const version = await changePassword(db, actor.userId, current, next);
      if (version === null)
        throw new DomainError(400, 'errors.validation', { current: 'errors.password_incorrect' });
      // Every other session carries the old version and ends; this one gets a fresh token.
      await ctx.session.signIn({ ...actor, sessionVersion: version });
      return { ok: true };
    },
  };
}
