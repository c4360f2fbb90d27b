import * as v from 'valibot';
import { COMMON_PASSWORDS } from './common-passwords.ts';
import { singleLine } from './fields.ts';

/** Spec §5: an identity's uid has at least 10 characters. */
export const UID_MIN_LENGTH = 10;
/** Spec §3/§9: the session id stored in the browser is 10 characters. */
export const SESSION_ID_LENGTH = 10;
export const PASSWORD_MIN_LENGTH = 10;

export const UserType = v.picklist(['anonymous', 'agency']);
export type UserType = v.InferOutput<typeof UserType>;
export const AgencyRole = v.picklist(['admin', 'agent']);
export type AgencyRole = v.InferOutput<typeof AgencyRole>;

/** Spec §5 login: username required (trimmed), then password required. */
export const LoginRequest = v.object({
  username: v.pipe(
    v.string('errors.username_required'),
    singleLine(),
    v.trim(),
    v.nonEmpty('errors.username_required'),
    v.maxLength(120, 'errors.invalid'),
  ),
  password: v.pipe(
    v.string('errors.password_required'),
    v.nonEmpty('errors.password_required'),
    v.maxLength(256, 'errors.invalid'),
  ),
  /** The visitor's anonymous uid before signing in (spec §3 login payload); informational. */
  uid: v.optional(v.pipe(v.string(), v.maxLength(200))),
});
export const LoginResponse = v.object({ uid: v.string() });

/** The signed-in agency user as the navbar, sidebar and dashboard show it (spec §3 Agency user). */
export const AgencySessionUser = v.object({
  type: v.literal('agency'),
  uid: v.string(),
  name: v.string(),
  role: AgencyRole,
  agencyName: v.string(),
  /** Credit limit in the agency's currency, integer minor units; 0 when missing. */
  credit: v.number(),
  currency: v.string(),
  sessionId: v.string(),
});
export type AgencySessionUser = v.InferOutput<typeof AgencySessionUser>;
export const AnonymousSessionUser = v.object({
  type: v.literal('anonymous'),
  uid: v.string(),
  sessionId: v.string(),
});
export const SessionUser = v.variant('type', [AgencySessionUser, AnonymousSessionUser]);
export type SessionUser = v.InferOutput<typeof SessionUser>;
export const SessionResponse = v.nullable(SessionUser);
export const EmptyRequest = v.object({});
export const OkResponse = v.object({ ok: v.literal(true) });

/** A new password's own rules: at least 10 characters and not one of the common ones. */
export const NewPassword = v.pipe(
  v.string('errors.required'),
  v.nonEmpty('errors.required'),
  v.minLength(PASSWORD_MIN_LENGTH, 'errors.password_too_short'),
  v.maxLength(256, 'errors.password_too_long'),
  v.check((p) => !COMMON_PASSWORDS.has(p.toLowerCase()), 'errors.password_common'),
);

/** Change password (spec §2 dialog: current, new, repeat): all required; new differs and matches the repeat. */
export const ChangePasswordRequest = v.pipe(
  v.object({
    current: v.pipe(v.string('errors.required'), v.nonEmpty('errors.required')),
    next: NewPassword,
    repeat: v.pipe(v.string('errors.required'), v.nonEmpty('errors.required')),
  }),
  v.forward(
    v.partialCheck([['current'], ['next']], (i) => i.next !== i.current, 'errors.password_unchanged'),
    ['next'],
  ),
  v.forward(
    v.partialCheck([['next'], ['repeat']], (i) => i.next === i.repeat, 'errors.password_mismatch'),
    ['repeat'],
  ),
);
