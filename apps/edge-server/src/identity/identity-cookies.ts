import type { CookieOptions, Request, Response } from 'express';

/** The signed identity token: httpOnly, so page scripts can never read it. */
export const TOKEN_COOKIE = 'sb_token';
/** Spec §3 stored values, readable by the page (they are not credentials: the token is). */
export const USER_UID_COOKIE = 'user-uid';
export const USER_TYPE_COOKIE = 'user-type';
export const SESSION_ID_COOKIE = 'session-id';

const YEAR_MS = 365 * 86_400_000;

/** SameSite=Lax stops cross-site POSTs carrying the cookie; Secure whenever the visitor is on https. */
export function cookieOptions(req: Request, opts: { httpOnly: boolean; maxAgeMs?: number }): CookieOptions {
  return {
    httpOnly: opts.httpOnly,
    sameSite: 'lax',
    secure: req.protocol === 'https',
    path: '/',
    maxAge: opts.maxAgeMs ?? YEAR_MS,
  };
}

export interface IdentityCookieValues {
  token: string;
  uid: string;
  type: 'anonymous' | 'agency';
  sessionId: string;
  maxAgeMs: number;
}

export function writeIdentityCookies(req: Request, res: Response, values: IdentityCookieValues): void {
  res.cookie(TOKEN_COOKIE, values.token, cookieOptions(req, { httpOnly: true, maxAgeMs: values.maxAgeMs }));
  res.cookie(USER_UID_COOKIE, values.uid, cookieOptions(req, { httpOnly: false, maxAgeMs: values.maxAgeMs }));
  res.cookie(
    USER_TYPE_COOKIE,
    values.type,
    cookieOptions(req, { httpOnly: false, maxAgeMs: values.maxAgeMs }),
  );
  res.cookie(
    SESSION_ID_COOKIE,
    values.sessionId,
    cookieOptions(req, { httpOnly: false, maxAgeMs: values.maxAgeMs }),
  );
}

export function clearIdentityCookies(req: Request, res: Response): void {
  for (const name of [TOKEN_COOKIE, USER_UID_COOKIE, USER_TYPE_COOKIE, SESSION_ID_COOKIE]) {
    const { maxAge: _drop, ...opts } = cookieOptions(req, { httpOnly: name === TOKEN_COOKIE });
    res.clearCookie(name, opts);
  }
}
