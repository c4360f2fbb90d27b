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
export function createIdentity(deps: {
  db: Db;
  keys: readonly [Uint8Array, ...Uint8Array[]];
  sync: TokenSync;
}) {
  const states = new WeakMap<Request, State>();
  const sessions = agencySessionStore(deps.db);

  const issue = async (
    req: Request,
    type: UserType,
    uid: string,
    version: number,
  ): Promise<State & { claims: IdentityClaims }> => {
    const res = req.res!;
    const sessionId = randomId(SESSION_ID_LENGTH);
    const now = new Date();
    if (type === 'agency') await sessions.open(sessionId, uid);
    const token = await signIdentityToken({ uid, type, sessionId, version }, deps.keys[0], now);
    writeIdentityCookies(req, res, { token, uid, type, sessionId, maxAgeMs: TOKEN_TTL_SECONDS[type] * 1000 });
    const claims = { uid, type, sessionId, version, issuedAt: Math.floor(now.getTime() / 1000) };
    deps.sync.issued(token, claims.issuedAt);
    return { identity: null, claims, token };
  };

  const resolve = async (req: Request): Promise<State> => {
    const cookies = parseCookies(req.headers.cookie);
    const storedType = cookies[USER_TYPE_COOKIE];
    const expectedType = storedType === 'agency' || storedType === 'anonymous' ? storedType : undefined;
    const token = cookies[tokenCookieName(req)];
    const claims = await verifyIdentityToken(token, deps.keys, { expectedType });
    if (claims?.type === 'anonymous') {
      return { identity: { type: 'anonymous', uid: claims.uid, sessionId: claims.sessionId }, claims, token };
    }
    if (claims?.type === 'agency') {
      const actor = await findActor(deps.db, claims.uid);
      if (
        actor &&
        actor.sessionVersion === claims.version &&
        (await sessions.touch(claims.sessionId, claims.uid))
      ) {
        return {
          identity: { type: 'agency', uid: claims.uid, sessionId: claims.sessionId, actor },
          claims,
          token,
        };
      }
      return { identity: null, claims: null, token: undefined };
    }
    if (expectedType === 'agency') return { identity: null, claims: null, token: undefined };
    const issued = await issue(req, 'anonymous', randomId(UID_LENGTH), 0);
    return {
      ...issued,
      identity: { type: 'anonymous', uid: issued.claims.uid, sessionId: issued.claims.sessionId },
    };
  };

  const middleware: RequestHandler = (req, _res, next) => {
    if (states.has(req)) return next();
    resolve(req).then(
      (state) => {
        states.set(req, state);
        next();
      },
      (error: unknown) => {
        // Spec §7/§8: a failing session lookup means "no session", never an error page.
        req.log.error({ err: error }, 'identity lookup failed; treating the request as signed out');
        states.set(req, { identity: null, claims: null, token: undefined });
        next();
      },
    );
  };

  const identityOf = (req: Request): Identity => states.get(req)?.identity ?? null;

  const sessionOf = (req: Request): SessionControl => ({
    async signIn(actor) {
      const previous = states.get(req);
      if (previous?.token && previous.claims) deps.sync.revoked(previous.token, previous.claims.issuedAt);
      if (previous?.claims?.type === 'agency') await sessions.close(previous.claims.sessionId);
      const issued = await issue(req, 'agency', actor.uid, actor.sessionVersion);
      states.set(req, {
        ...issued,
        identity: { type: 'agency', uid: actor.uid, sessionId: issued.claims.sessionId, actor },
      });
    },
    async signOut() {
      const previous = states.get(req);
      if (previous?.token && previous.claims) deps.sync.revoked(previous.token, previous.claims.issuedAt);
      if (previous?.claims?.type === 'agency') await sessions.close(previous.claims.sessionId);
      clearIdentityCookies(req, req.res!);
      states.set(req, { identity: null, claims: null, token: undefined });
    },
  });

  return { middleware, identityOf, sessionOf };
}

export type IdentityService = ReturnType<typeof createIdentity>;
