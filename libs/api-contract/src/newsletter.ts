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

/**
 * Double opt-in (decision 101): a sign-up is `confirmation_sent` until the mailed link is followed.
 * Signing up again is not an error: a confirmed address answers `already_subscribed` and is sent
 * nothing.
 */
export const NewsletterResponse = v.object({
  status: v.picklist(['confirmation_sent', 'already_subscribed']),
});
export type NewsletterResponse = v.InferOutput<typeof NewsletterResponse>;
