import * as v from 'valibot';

/**
 * Control characters no field has a use for: C0 (NUL first, which PostgreSQL refuses in text)
 * and DEL. `multiLine` keeps tab, line feed and carriage return for free text.
 */
const CONTROL = /[\u0000-\u001F\u007F]/;
const CONTROL_BUT_WHITESPACE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
export const INVALID_CHARACTERS = 'errors.invalid_characters';

/** A single-line string: no control character at all. Put it right after `v.string()`. */
export const singleLine = () => v.check<string, string>((s) => !CONTROL.test(s), INVALID_CHARACTERS);
/** Free text: tab and line breaks allowed, every other control character refused. */
export const multiLine = () =>
  v.check<string, string>((s) => !CONTROL_BUT_WHITESPACE.test(s), INVALID_CHARACTERS);
/** True when a string holds a character no request field accepts (used by the server's catch-all). */
export const hasForbiddenControl = (s: string): boolean => CONTROL_BUT_WHITESPACE.test(s);

/** Database ids are `integer` (int4): positive and at most 2^31 − 1, so none overflows a query. */
export const MAX_ID = 2_147_483_647;
export const IdField = (key = 'errors.invalid', rangeKey = key) =>
  v.pipe(v.number(key), v.integer(key), v.minValue(1, rangeKey), v.maxValue(MAX_ID, rangeKey));

/** Days a request may name: wide enough for any birth date or report, narrow enough for date arithmetic. */
export const MIN_DAY = '1900-01-01';
export const MAX_DAY = '2199-12-31';
const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
/** A real calendar day as `YYYY-MM-DD` (2018-02-30 fails) between `MIN_DAY` and `MAX_DAY`. */
export const isIsoDay = (s: string): boolean => {
  if (!DAY_PATTERN.test(s) || s < MIN_DAY || s > MAX_DAY) return false;
  const day = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(s);
};
export const IsoDayField = (key: string, typeKey = key) => v.pipe(v.string(typeKey), v.check(isIsoDay, key));

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
  singleLine(),
  v.trim(),
  v.minLength(NAME_MIN_LENGTH, 'errors.invalid_name'),
  v.maxLength(120, 'errors.invalid_name'),
);
