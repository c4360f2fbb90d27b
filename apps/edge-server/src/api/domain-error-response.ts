import type { Response } from 'express';
import type { ApiErrorBody, DomainError } from '@skybook/api-contract';

/**
 * The one place a `DomainError` becomes HTTP (decision 024): its status, the contract's error
 * body, and `retry-after` on a 429. `requestId` is left out where a route never sent it.
 */
export function sendDomainError(res: Response, error: DomainError, requestId?: string): void {
  if (error.retryAfterSeconds !== undefined) res.set('retry-after', String(error.retryAfterSeconds));
  res.status(error.status).json(domainErrorBody(error, requestId));
}

/** The contract's error body of a `DomainError`, as the browser receives it. */
export function domainErrorBody(error: DomainError, requestId?: string): ApiErrorBody {
  return {
    error: error.key,
    ...(error.fields ? { fields: error.fields } : {}),
    ...(error.details ? { details: error.details } : {}),
    ...(requestId !== undefined ? { requestId } : {}),
  };
}
