import type { Request, RequestHandler } from 'express';
import { findActor, randomId, type AgencyActor } from '@skybook/agency';
import { SESSION_ID_LENGTH, type UserType } from '@skybook/api-contract';
import type { Db } from '@skybook/db';
import { parseCookies } from '../http/cookies.ts';
import {
  USER_TYPE_COOKIE,
  tokenCookieName,
  clearIdentityCookies,
  writeIdentityCookies,
} from './identity-cookies.ts';
import { agencySessionStore } from './agency-sessions.ts';
import type { TokenSync } from './token-sync.ts';
import { TOKEN_TTL_SECONDS, signIdentityToken, verifyIdentityToken, type IdentityClaims } from './tokens.ts';

/** The caller: an anonymous visitor, a signed-in agency user, or nobody (an agency signed out). */
export type Identity =
  | { type: 'anonymous'; uid: string; sessionId: string }
  | { type: 'agency'; uid: string; sessionId: string; actor: AgencyActor }
  | null;

/** What a handler may do to the caller's session; it writes the cookies of the current response. */
export interface SessionControl {
  /** Issues an agency token with a NEW session id (spec: the session id changes at sign-in). */
  signIn(actor: AgencyActor): Promise<void>;
  /** Ends the session server-side and clears token, user-uid, user-type and session id (spec §4 logout). */
  signOut(): Promise<void>;
}

interface State {
  identity: Identity;
  claims: IdentityClaims | null;
  token: string | undefined;
}

/** A new anonymous uid: spec §5 wants at least 10 characters; 20 random ones leave no room to guess. */
const UID_LENGTH = 20;

/**
 * Reads and verifies the identity token before `/api` and SSR. Spec §4: a visitor without a valid
 * identity whose stored user type is not `agency` silently gets an anonymous one; an agency whose
 * token expired, whose session was closed or went idle, or whose password changed since, is signed
 * out and never made anonymous. `keys[0]` signs; every key verifies (rotation, decision 017).
 */
export function createIdentity(deps: IdentityDeps) {
  const states = new WeakMap<Request, State>();
  const ctx: IdentityContext = { ...deps, sessions: agencySessionStore(deps.db) };

  const middleware: RequestHandler = (req, _res, next) => {
    if (states.has(req)) return next();
    resolveIdentity(ctx, req).then(
      (state) => {
        states.set(req, state);
        next();
      },
      (error: unknown) => {
        // Spec §7/§8: a failing session lookup means "no session", never an error page.
        req.log.error({ err: error }, 'identity lookup failed; treating the request as signed out');
        states.set(req, SIGNED_OUT);
        next();
      },
    );
  };

  const identityOf = (req: Request): Identity => states.get(req)?.identity ?? null;

  const sessionOf = (req: Request): SessionControl => ({
    async signIn(actor) {
      await endPrevious(ctx, states.get(req));
      const issued = await issueIdentity(ctx, req, 'agency', actor.uid, actor.sessionVersion);
      states.set(req, {
        ...issued,
        identity: { type: 'agency', uid: actor.uid, sessionId: issued.claims.sessionId, actor },
      });
    },
    async signOut() {
      await endPrevious(ctx, states.get(req));
      clearIdentityCookies(req, req.res!);
      states.set(req, SIGNED_OUT);
    },
  });

  return { middleware, identityOf, sessionOf };
}

interface IdentityDeps {
  db: Db;
  keys: readonly [Uint8Array, ...Uint8Array[]];
  sync: TokenSync;
}
type IdentityContext = IdentityDeps & { sessions: ReturnType<typeof agencySessionStore> };

const SIGNED_OUT: State = { identity: null, claims: null, token: undefined };

/** Signs a new token of `type` for `uid`, sets its cookies and opens an agency session. */
async function issueIdentity(
  ctx: IdentityContext,
  req: Request,
  type: UserType,
  uid: string,
  version: number,
): Promise<State & { claims: IdentityClaims }> {
  const sessionId = randomId(SESSION_ID_LENGTH);
  const now = new Date();
  if (type === 'agency') await ctx.sessions.open(sessionId, uid);
  const token = await signIdentityToken({ uid, type, sessionId, version }, ctx.keys[0], now);
  writeIdentityCookies(req, req.res!, {
    token,
    uid,
    type,
    sessionId,
    maxAgeMs: TOKEN_TTL_SECONDS[type] * 1000,
  });
  const claims = { uid, type, sessionId, version, issuedAt: Math.floor(now.getTime() / 1000) };
  ctx.sync.issued(token, claims.issuedAt);
  return { identity: null, claims, token };
}

/** The request's identity from its cookies; a new anonymous one when it may have one (spec §4). */
async function resolveIdentity(ctx: IdentityContext, req: Request): Promise<State> {
  const cookies = parseCookies(req.headers.cookie);
  const storedType = cookies[USER_TYPE_COOKIE];
  const expectedType = storedType === 'agency' || storedType === 'anonymous' ? storedType : undefined;
  const token = cookies[tokenCookieName(req)];
  const claims = await verifyIdentityToken(token, ctx.keys, { expectedType });
  if (claims?.type === 'anonymous') {
    return { identity: { type: 'anonymous', uid: claims.uid, sessionId: claims.sessionId }, claims, token };
  }
  if (claims?.type === 'agency') {
    const actor = await findActor(ctx.db, claims.uid);
    if (!actor || actor.sessionVersion !== claims.version) return SIGNED_OUT;
    if (!(await ctx.sessions.touch(claims.sessionId, claims.uid))) return SIGNED_OUT;
    return {
      identity: { type: 'agency', uid: claims.uid, sessionId: claims.sessionId, actor },
      claims,
      token,
    };
  }
  if (expectedType === 'agency') return SIGNED_OUT;
  const issued = await issueIdentity(ctx, req, 'anonymous', randomId(UID_LENGTH), 0);
  return {
    ...issued,
    identity: { type: 'anonymous', uid: issued.claims.uid, sessionId: issued.claims.sessionId },
  };
}

/** Revokes the token a sign-in or sign-out replaces, and closes its agency session. */
async function endPrevious(ctx: IdentityContext, previous: State | undefined): Promise<void> {
  if (previous?.token && previous.claims) ctx.sync.revoked(previous.token, previous.claims.issuedAt);
  if (previous?.claims?.type === 'agency') await ctx.sessions.close(previous.claims.sessionId);
}

export type IdentityService = ReturnType<typeof createIdentity>;
