import { createHash } from 'node:crypto';
import { eq, lt, sql } from 'drizzle-orm';
import * as oidc from 'openid-client';
import { schema } from '@skybook/db';
import type { SsoFailure } from '@skybook/api-contract';
import { randomId } from './random-id.server.ts';
import { discoverProvider, providerOf, type SsoDeps } from './sso-settings.server.ts';
import { matchSsoUser, type SsoMatch } from './sso-users.server.ts';

const { agencies, agencySso, agencySsoFlows: flows } = schema;

/** A sign-in must come back from the provider within this (decision 092). */
export const SSO_FLOW_TTL_MS = 10 * 60_000;
const hashKey = (key: string) => createHash('sha256').update(key).digest('base64url');

export interface SsoStart {
  login: string;
  mode: 'popup' | 'redirect';
  lang: string;
  /** This site's callback, registered at the provider. */
  redirectUri: string;
}

/** The agency whose provider serves this work email (by its domain) or agency code. */
async function agencyFor(deps: SsoDeps, login: string): Promise<number | null> {
  const value = login.trim().toLowerCase();
  const at = value.lastIndexOf('@');
  const [row] = await deps.db
    .select({ agencyId: agencySso.agencyId })
    .from(agencySso)
    .innerJoin(agencies, eq(agencies.id, agencySso.agencyId))
    .where(
      at >= 0 ? eq(agencySso.emailDomain, value.slice(at + 1)) : sql`lower(${agencies.code}) = ${value}`,
    );
  return row?.agencyId ?? null;
}

/**
 * Begins an Authorization Code flow with PKCE, `state` and `nonce`, kept in the database so any
 * server can finish it. Answers the provider's URL and a key for an httpOnly cookie that binds the
 * flow to this browser.
 */
export async function startSsoSignIn(
  deps: SsoDeps,
  start: SsoStart,
): Promise<{ kind: 'ok'; url: string; browserKey: string } | { kind: 'refused'; reason: SsoFailure }> {
  const agencyId = await agencyFor(deps, start.login);
  const provider = agencyId === null ? null : await providerOf(deps, agencyId);
  if (agencyId === null || !provider) return { kind: 'refused', reason: 'notConfigured' };
  let config: oidc.Configuration;
  try {
    config = await discoverProvider(deps, provider, provider.clientSecret);
  } catch {
    return { kind: 'refused', reason: 'providerError' };
  }
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const browserKey = randomId(32);
  await deps.db.delete(flows).where(lt(flows.expiresAt, new Date()));
  await deps.db.insert(flows).values({
    state,
    agencyId,
    nonce,
    codeVerifier,
    redirectUri: start.redirectUri,
    browserKey: hashKey(browserKey),
    mode: start.mode,
    lang: start.lang,
    expiresAt: new Date(Date.now() + SSO_FLOW_TTL_MS),
  });
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: start.redirectUri,
    scope: 'openid email profile',
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
    ...(start.login.includes('@') ? { login_hint: start.login } : {}),
  });
  return { kind: 'ok', url: url.href, browserKey };
}

export type SsoFinish = SsoMatch & { lang: string; mode: 'popup' | 'redirect' };

/**
 * Finishes a flow from the provider's redirect: the `state` is taken once (deleted as it is read,
 * so a replay finds nothing), must be unexpired and started by this browser; then the code is
 * exchanged with the PKCE verifier and the ID token checked (signature, issuer, audience, expiry,
 * nonce) before the agency's rules match the user.
 */
export async function finishSsoSignIn(
  deps: SsoDeps,
  params: Record<string, string>,
  browserKey: string | undefined,
): Promise<SsoFinish> {
  const [flow] = params['state']
    ? await deps.db.delete(flows).where(eq(flows.state, params['state'])).returning()
    : [];
  const mode = flow?.mode === 'popup' ? 'popup' : 'redirect';
  const refuse = (reason: SsoFailure): SsoFinish => ({
    kind: 'refused',
    reason,
    lang: flow?.lang ?? 'en',
    mode,
  });
  if (!flow || flow.expiresAt <= new Date() || !browserKey || hashKey(browserKey) !== flow.browserKey)
    return refuse('expired');
  if (params['error']) return refuse(params['error'] === 'access_denied' ? 'denied' : 'providerError');
  const provider = await providerOf(deps, flow.agencyId);
  if (!provider) return refuse('notConfigured');
  let claims: Record<string, unknown> & { sub: string };
  try {
    const config = await discoverProvider(deps, provider, provider.clientSecret);
    const callback = new URL(flow.redirectUri);
    for (const [name, value] of Object.entries(params)) callback.searchParams.set(name, value);
    const tokens = await oidc.authorizationCodeGrant(config, callback, {
      pkceCodeVerifier: flow.codeVerifier,
      expectedState: flow.state,
      expectedNonce: flow.nonce,
      idTokenExpected: true,
    });
    claims = tokens.claims()!;
    // Providers that keep profile claims out of the ID token answer them at userinfo, for this subject.
    if (typeof claims['email'] !== 'string')
      claims = { ...(await oidc.fetchUserInfo(config, tokens.access_token, claims.sub)), ...claims };
  } catch (error) {
    if (error instanceof oidc.AuthorizationResponseError)
      return refuse(error.error === 'access_denied' ? 'denied' : 'providerError');
    return refuse(
      error instanceof oidc.ResponseBodyError || isNetwork(error) ? 'providerError' : 'invalidToken',
    );
  }
  const match = await matchSsoUser(deps.db, flow.agencyId, provider, {
    subject: claims.sub,
    email: typeof claims['email'] === 'string' ? claims['email'] : undefined,
    emailVerified: typeof claims['email_verified'] === 'boolean' ? claims['email_verified'] : undefined,
    name: typeof claims['name'] === 'string' ? claims['name'] : undefined,
  });
  return { ...match, lang: flow.lang, mode };
}

/** The provider could not be reached (as opposed to answering something we refuse). */
const isNetwork = (error: unknown) =>
  error instanceof TypeError || (error instanceof Error && error.name === 'TimeoutError');
