import * as v from 'valibot';
import { LanguageCode, singleLine } from './fields.ts';

/** Spec §9: the sign-in popup's size; `SSO_POPUP_NAME` lets a second click reuse the same window. */
export const SSO_POPUP = { name: 'skybook-sso', width: 960, height: 600 } as const;
/** The localStorage key the sign-in window sets when it is done; the portal refetches the session. */
export const SSO_DONE_FLAG = 'skybook-sso-done';
/** Where the portal's button sends the browser: it answers a redirect to the agency's provider. */
export const SSO_AUTHORIZE_PATH = '/api/agency/sso/authorize';
/** The redirect URI every agency registers at its provider (after the site's origin). */
export const SSO_CALLBACK_PATH = '/api/agency/sso/callback';

/** Why a company sign-in did not end in a session; the result page and the login show each. */
export const SSO_FAILURES = [
  'notConfigured',
  'denied',
  'expired',
  'invalidToken',
  'wrongDomain',
  'unknownUser',
  'disabled',
  'providerError',
] as const;
export type SsoFailure = (typeof SSO_FAILURES)[number];
export const SsoResult = v.picklist(['ok', ...SSO_FAILURES]);
export type SsoResult = v.InferOutput<typeof SsoResult>;

/** `GET /api/agency/sso/authorize`: a work email (its domain finds the agency) or the agency's code. */
export const SsoAuthorizeQuery = v.object({
  login: v.pipe(
    v.string('errors.required'),
    singleLine(),
    v.trim(),
    v.nonEmpty('errors.required'),
    v.maxLength(254, 'errors.invalid'),
  ),
  mode: v.optional(v.picklist(['popup', 'redirect'], 'errors.invalid'), 'redirect'),
  lang: v.optional(LanguageCode, 'en'),
});

const DOMAIN = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/;
const text = (max: number) =>
  v.pipe(
    v.string('errors.required'),
    singleLine(),
    v.trim(),
    v.nonEmpty('errors.required'),
    v.maxLength(max, 'errors.invalid'),
  );

/** What an administrator sets; an empty `clientSecret` keeps the one stored. */
export const SaveAgencySsoRequest = v.object({
  issuer: v.pipe(text(500), v.url('errors.invalid_url')),
  clientId: text(300),
  clientSecret: v.optional(
    v.pipe(v.string('errors.invalid'), singleLine(), v.maxLength(500, 'errors.invalid')),
    '',
  ),
  emailDomain: v.pipe(text(253), v.toLowerCase(), v.regex(DOMAIN, 'errors.invalid_domain')),
  unknownUsers: v.picklist(['create', 'refuse'], 'errors.invalid'),
});
export type SaveAgencySsoRequest = v.InferInput<typeof SaveAgencySsoRequest>;

/** The agency's provider as the settings page shows it: never the client secret. */
export const AgencySsoSettings = v.object({
  issuer: v.string(),
  clientId: v.string(),
  emailDomain: v.string(),
  unknownUsers: v.picklist(['create', 'refuse']),
});
export type AgencySsoSettings = v.InferOutput<typeof AgencySsoSettings>;
export const AgencySsoResponse = v.object({
  settings: v.nullable(AgencySsoSettings),
  /** The redirect URI to register at the provider. */
  callbackUrl: v.string(),
});
export type AgencySsoResponse = v.InferOutput<typeof AgencySsoResponse>;
