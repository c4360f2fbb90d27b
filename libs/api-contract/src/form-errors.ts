import { ApiError } from './errors.ts';

/** Error keys per field, plus `form` for one that belongs to no field shown. */
export type FormErrors<F extends string> = Partial<Record<F | 'form', string>>;

/** Splits `{ path: key }` into the fields this form shows and a form-level key for the rest. */
export function splitFieldErrors<F extends string>(
  fields: Record<string, string>,
  shown: readonly F[],
): FormErrors<F> {
  const errors: FormErrors<F> = {};
  for (const [path, key] of Object.entries(fields)) {
    if ((shown as readonly string[]).includes(path)) errors[path as F] = key;
    else errors.form ??= key;
  }
  return errors;
}

/** A failed call: the server's field keys beside their fields, anything else as the generic message. */
export function errorsFromFailure<F extends string>(error: unknown, shown: readonly F[]): FormErrors<F> {
  if (error instanceof ApiError && error.body.fields) {
    const errors = splitFieldErrors(error.body.fields, shown);
    if (Object.keys(errors).length > 0) return errors;
  }
  // Spec §8: the call failing any other way shows the generic message.
  return { form: error instanceof ApiError ? error.body.error : 'errors.message' } as FormErrors<F>;
}
