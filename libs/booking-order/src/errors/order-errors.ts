import { ApiError } from '@skybook/api-contract';

/** The most specific key of a failed call: a field's key says more than `errors.validation`. */
export function errorKeyOf(error: unknown): string | undefined {
  if (!error) return undefined;
  if (error instanceof ApiError) return Object.values(error.body.fields ?? {})[0] ?? error.body.error;
  return 'errors.message';
}

/** Field keys of a 400, re-rooted for a form that does not know the request's outer path. */
export function fieldErrorsOf(error: unknown, prefix = ''): Record<string, string> | undefined {
  if (!(error instanceof ApiError) || !error.body.fields) return undefined;
  return Object.fromEntries(
    Object.entries(error.body.fields).map(([path, key]) => [
      path.startsWith(prefix) ? path.slice(prefix.length) : path,
      key,
    ]),
  );
}
