import * as v from 'valibot';
import { EmailField, LanguageCode, PersonName } from './fields.ts';

/**
 * Spec §3 newsletter form, validated by this one schema in the browser (before calling) and on
 * the server. `language` is the lower-case locale the visitor is reading; the mails use it.
 */
export const NewsletterRequest = v.object(
  {
    name: PersonName,
    email: EmailField,
    language: LanguageCode,
  },
  'errors.required',
);
export type NewsletterRequest = v.InferInput<typeof NewsletterRequest>;

/** Signing up twice is not an error: the second call answers `already_subscribed` and sends nothing. */
export const NewsletterResponse = v.object({
  status: v.picklist(['subscribed', 'already_subscribed']),
});
export type NewsletterResponse = v.InferOutput<typeof NewsletterResponse>;
