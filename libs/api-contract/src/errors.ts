import * as v from 'valibot';

/**
 * Every 4xx/5xx body. `error` is a message key the client translates (e.g.
 * `errors.validation`); `fields` maps a dotted field path to its own key
 * (e.g. `{ "email": "errors.invalid_email" }`) so a form can show it beside the field.
 */
export const ApiErrorBody = v.object({
  error: v.string(),
  fields: v.optional(v.record(v.string(), v.string())),
  /** Data to recover with, e.g. `{ total }` of `errors.price_changed`. */
  details: v.optional(v.record(v.string(), v.unknown())),
  requestId: v.optional(v.string()),
});
export type ApiErrorBody = v.InferOutput<typeof ApiErrorBody>;

/** Message-key namespaces a field error may carry; valibot's own messages become `errors.invalid`. */
const FIELD_KEY_PREFIXES = ['errors.', 'validations.', 'reservation.'];

/** Turns valibot issues into `{ path: key }`, the first issue of each field winning. */
export function fieldErrors(issues: readonly v.BaseIssue<unknown>[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const path = v.getDotPath(issue) ?? '';
    fields[path] ??= FIELD_KEY_PREFIXES.some((p) => issue.message.startsWith(p))
      ? issue.message
      : 'errors.invalid';
  }
  return fields;
}

/** A non-2xx answer from `/api`, carrying the parsed body for the UI to show. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody,
  ) {
    super(`${status} ${body.error}`);
    this.name = 'ApiError';
  }
}
