import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';

/**
 * An id the load balancer may send: a short token of letters, digits, `_` and `-` (a UUID, nginx's
 * `$request_id`). Anything else — longer, other characters, several values — is replaced, so a
 * caller cannot write arbitrary text into every log line of its request.
 */
const WELL_FORMED = /^[\w-]{8,64}$/;

/** The id of the request whose work is running, for log lines written far from its `req`. */
const scope = new AsyncLocalStorage<string>();

export const currentRequestId = (): string | undefined => scope.getStore();

/** The caller's `X-Request-Id` when well formed, else a new one. */
export function requestIdFrom(incoming: string | string[] | undefined): string {
  return typeof incoming === 'string' && WELL_FORMED.test(incoming) ? incoming : randomUUID();
}

/**
 * First middleware: gives the request its id (`req.id`, which pino-http and the handlers' context
 * read), echoes it in the `x-request-id` response header, and runs the rest of the request inside
 * its scope, so every log line written for it carries it (decision 113).
 */
export const requestIds: RequestHandler = (req, res, next) => {
  const id = requestIdFrom(req.headers['x-request-id']);
  req.id = id;
  res.setHeader('x-request-id', id);
  scope.run(id, next);
};
