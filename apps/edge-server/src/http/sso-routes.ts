import express, { type Request, type Response, type Router } from 'express';
import * as v from 'valibot';
import { finishSsoSignIn, startSsoSignIn, SSO_FLOW_TTL_MS, type SsoDeps } from '@skybook/agency';
import {
  REQUEST_PARSE_CONFIG,
  SSO_AUTHORIZE_PATH,
  SSO_CALLBACK_PATH,
  SsoAuthorizeQuery,
  type SsoResult,
} from '@skybook/api-contract';
import type { RequestContext } from '../api/handler-types.ts';
import { cookieOptions } from '../identity/identity-cookies.ts';
import { parseCookies } from './cookies.ts';

/** Binds a sign-in to the browser that began it; only the two sign-in paths ever see it. */
const FLOW_COOKIE = 'sb_sso';
const flowCookie = (req: Request) => ({
  ...cookieOptions(req, { httpOnly: true, maxAgeMs: SSO_FLOW_TTL_MS }),
  path: '/api/agency/sso',
});

/** Where the browser lands: the portal's result page (which tells the opener) or, redirected, the portal. */
function land(res: Response, lang: string, mode: 'popup' | 'redirect', result: SsoResult): void {
  const location =
    result === 'ok' && mode === 'redirect'
      ? `/${lang}/ta`
      : `/${lang}/ta/sso?${new URLSearchParams({ result, mode })}`;
  res.redirect(302, location);
}

/**
 * Issue 18 company sign-in, outside the JSON contract because both answer redirects:
 * `GET /api/agency/sso/authorize` sends the browser (the popup, or the page when the popup was
 * blocked) to the agency's provider; the provider sends it back to `GET /api/agency/sso/callback`,
 * which opens the session exactly as the password sign-in does (new session id, decision 018).
 */
export function ssoRoutes(
  sso: SsoDeps,
  contextOf: (req: Request) => Promise<RequestContext>,
  identity: express.RequestHandler,
): Router {
  const router = express.Router();
  router.use([SSO_AUTHORIZE_PATH, SSO_CALLBACK_PATH], (_req, res, next) => {
    res.set('cache-control', 'no-store');
    next();
  });

  router.get(SSO_AUTHORIZE_PATH, async (req, res, next) => {
    try {
      const query = v.safeParse(SsoAuthorizeQuery, req.query, REQUEST_PARSE_CONFIG);
      const lang = query.success ? query.output.lang : 'en';
      if (!query.success) return land(res, lang, 'redirect', 'notConfigured');
      const ctx = await contextOf(req);
      const started = await startSsoSignIn(sso, {
        ...query.output,
        redirectUri: `${await ctx.publicOrigin()}${SSO_CALLBACK_PATH}`,
      });
      if (started.kind === 'refused') return land(res, lang, query.output.mode, started.reason);
      res.cookie(FLOW_COOKIE, started.browserKey, flowCookie(req));
      res.redirect(302, started.url);
    } catch (error) {
      next(error);
    }
  });

  router.get(SSO_CALLBACK_PATH, identity, async (req, res, next) => {
    try {
      const params = Object.fromEntries(
        Object.entries(req.query).filter((e): e is [string, string] => typeof e[1] === 'string'),
      );
      const done = await finishSsoSignIn(sso, params, parseCookies(req.headers.cookie)[FLOW_COOKIE]);
      res.clearCookie(FLOW_COOKIE, flowCookie(req));
      if (done.kind === 'ok') await (await contextOf(req)).session.signIn(done.actor);
      else req.log.info({ reason: done.reason }, 'company sign-in refused');
      land(res, done.lang, done.mode, done.kind === 'ok' ? 'ok' : done.reason);
    } catch (error) {
      next(error);
    }
  });
  return router;
}
