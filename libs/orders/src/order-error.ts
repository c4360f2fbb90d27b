/** A refusal the API shows the client as-is: HTTP status, message key, and keys per field. */
export class OrderError extends Error {
  constructor(
    readonly status: 400 | 402 | 404 | 409 | 410 | 422 | 429,
    readonly key: string,
    readonly fields?: Record<string, string>,
    /** Data the client needs to recover, e.g. the new total of `errors.price_changed`. */
    readonly details?: Record<string, unknown>,
  ) {
    super(key);
    this.name = 'OrderError';
  }
}
