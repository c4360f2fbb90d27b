import * as v from 'valibot';
import { EmailField, LanguageCode, PersonName, multiLine } from './fields.ts';

export const CLAIM_TYPES = ['claim', 'complaint', 'request'] as const;
export type ClaimType = (typeof CLAIM_TYPES)[number];
export const CLAIM_DESCRIPTION_MIN = 20;
export const CLAIM_DESCRIPTION_MAX = 4000;

/** Blank optional inputs arrive as '' from a form: they mean "not given". */
const blankToUndefined = v.transform((s: string) => (s === '' ? undefined : s));

/**
 * The claims and requests form (`/{lang}/solicitudes/reclamaciones`); the page validates with it
 * before sending and the server again on arrival.
 */
export const ClaimRequest = v.object(
  {
    name: PersonName,
    email: EmailField,
    // Spec §5 phone input: at most 25 characters; digits with the usual separators, 6 digits at least.
    phone: v.pipe(
      v.string('errors.invalid_phone'),
      v.trim(),
      v.maxLength(25, 'errors.invalid_phone'),
      v.regex(/^\+?[\d\s().-]*$/, 'errors.invalid_phone'),
      v.check((s) => s.replace(/\D/g, '').length >= 6, 'errors.invalid_phone'),
    ),
    documentId: v.optional(
      v.pipe(
        v.string('errors.invalid_document'),
        v.trim(),
        v.maxLength(30, 'errors.invalid_document'),
        blankToUndefined,
      ),
    ),
    type: v.picklist(CLAIM_TYPES, 'errors.invalid_claim_type'),
    description: v.pipe(
      v.string('errors.description_too_short'),
      multiLine(),
      v.trim(),
      v.minLength(CLAIM_DESCRIPTION_MIN, 'errors.description_too_short'),
      v.maxLength(CLAIM_DESCRIPTION_MAX, 'errors.description_too_long'),
    ),
    // A booking's 6-character reference code, if the claim is about one.
    bookingReference: v.optional(
      v.pipe(
        v.string('errors.invalid_booking_reference'),
        v.trim(),
        v.toUpperCase(),
        v.regex(/^([A-Z0-9]{6})?$/, 'errors.invalid_booking_reference'),
        blankToUndefined,
      ),
    ),
    language: LanguageCode,
  },
  'errors.required',
);
export type ClaimRequest = v.InferInput<typeof ClaimRequest>;

/** `receipt` is the number the customer quotes, e.g. `R-2026-000123`; also sent by email. */
export const ClaimResponse = v.object({
  receipt: v.pipe(v.string(), v.regex(/^R-\d{4}-\d{6,}$/)),
  createdAt: v.pipe(v.string(), v.isoTimestamp()),
});
export type ClaimResponse = v.InferOutput<typeof ClaimResponse>;
