/** The statuses a refusal may carry; the API answers with them as-is (decision 024). */
export type DomainErrorStatus = 400 | 401 | 402 | 403 | 404 | 409 | 410 | 413 | 422 | 429 | 503;

/**
 * A refusal the client sees as-is, thrown by any server module (orders, inventory, check-in,
 * agency, handlers): HTTP status, message key, keys per field and data to recover with. The api
 * router turns it into the contract's `ApiErrorBody` in one place (decision 024).
 */
export class DomainError extends Error {
  constructor(
    readonly status: DomainErrorStatus,
    readonly key: string,
    readonly fields?: Record<string, string>,
    /** Data the client needs to recover, e.g. the new total of `errors.price_changed`. */
    readonly details?: Record<string, unknown>,
    /** A 429's wait, sent as the `retry-after` header. */
    readonly retryAfterSeconds?: number,
  ) {
    super(key);
    this.name = 'DomainError';
  }
}
