import * as v from 'valibot';

/** The languages a visitor can write in (spec §1); forms send the current locale, lower case. */
export const LanguageCode = v.picklist(['en', 'es', 'pt'], 'errors.invalid_language');

/**
 * Spec §5 "standard email pattern": a local part of letters, digits and the symbols RFC 5322
 * allows unquoted, an @, and a domain of at least two dot-separated labels.
 */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

/** A trimmed email; every failure (wrong type, too long, bad shape) is the one key a form shows. */
export const EmailField = v.pipe(
  v.string('errors.invalid_email'),
  v.trim(),
  v.maxLength(254, 'errors.invalid_email'),
  v.regex(EMAIL_PATTERN, 'errors.invalid_email'),
);

/** Spec §5/§9: a person's name, at least 3 characters after trimming. */
export const NAME_MIN_LENGTH = 3;
export const PersonName = v.pipe(
  v.string('errors.invalid_name'),
  v.trim(),
  v.minLength(NAME_MIN_LENGTH, 'errors.invalid_name'),
  v.maxLength(120, 'errors.invalid_name'),
);
