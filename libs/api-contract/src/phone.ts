let fullCheck: ((e164: string) => boolean) | undefined;

/** Set by `phone-check.ts` when it loads. */
export function setPhoneNumberCheck(check: (e164: string) => boolean): true {
  fullCheck = check;
  return true;
}

/**
 * Whether an E.164 number fits its country's numbering plan (libphonenumber-js). The metadata is
 * not part of this module so the browser loads it only where a phone is typed (decision 097): the
 * server's request validation imports `@skybook/api-contract/phone-check` with its endpoint table,
 * and the browser's phone input loads it. Until then this throws rather than let a number through.
 */
export function isValidPhoneNumber(e164: string): boolean {
  if (!fullCheck)
    throw new Error(
      'The phone-number check is not loaded: import @skybook/api-contract/phone-check first (the server does with its endpoint table, the phone input in the browser)',
    );
  return fullCheck(e164);
}
