/** An error a handler throws on purpose: its status and message key reach the client as-is. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly key: string,
    readonly fields?: Record<string, string>,
    /** Extra response headers, e.g. `retry-after` on a 429. */
    readonly headers?: Record<string, string>,
    /** Data the client needs to recover, e.g. the new total of `errors.price_changed`. */
    readonly details?: Record<string, unknown>,
  ) {
    super(key);
    this.name = 'HttpError';
  }
}
