import type { CookieOptions, Request, Response } from 'express';

/** The signed identity token: httpOnly, so page scripts can never read it. */
export const TOKEN_COOKIE = 'sb_token';
/**
 * Over https the token is `__Host-sb_token`: browsers only accept it Secure, Path=/ and without a
 * Domain, so a sibling subdomain cannot plant or overwrite it (decision 018). Plain-http localhost
 * development keeps the bare name, which browsers would refuse with the prefix.
 */
export const SECURE_TOKEN_COOKIE = `__Host-${TOKEN_COOKIE}`;
export const tokenCookieName = (req: Request) =>
  req.protocol === 'https' ? SECURE_TOKEN_COOKIE : TOKEN_COOKIE;
/** Spec §3 stored values, readable by the page (they are not credentials: the token is). */
export const USER_UID_COOKIE = 'user-uid';
export const USER_TYPE_COOKIE = 'user-type';
export const SESSION_ID_COOKIE = 'session-id';

/** SameSite=Lax stops cross-site POSTs carrying the cookie; Secure whenever the visitor is on https; never a Domain. */
export function cookieOptions(req: Request, opts: { httpOnly: boolean; maxAgeMs?: number }): CookieOptions {
  return {
    httpOnly: opts.httpOnly,
    sameSite: 'lax',
    secure: req.protocol === 'https',
    path: '/',
    ...(opts.maxAgeMs === undefined ? {} : { maxAge: opts.maxAgeMs }),
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
  res.cookie(
    tokenCookieName(req),
    values.token,
    cookieOptions(req, { httpOnly: true, maxAgeMs: values.maxAgeMs }),
  );
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
  const token = tokenCookieName(req);
  for (const name of [token, USER_UID_COOKIE, USER_TYPE_COOKIE, SESSION_ID_COOKIE]) {
    res.clearCookie(name, cookieOptions(req, { httpOnly: name === token }));
  }
}
