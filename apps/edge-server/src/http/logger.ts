import type { IncomingMessage } from 'node:http';
import { pino, type DestinationStream, type Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import { currentRequestId, requestIdFrom } from './request-id.ts';
import { safeError } from './safe-error.ts';

/**
 * Secrets and personal data must never reach a log line, whatever a handler logs by mistake:
 * cards, passwords and their hashes, tokens, contact details, travel documents, request bodies.
 */
const SENSITIVE = [
  'card',
  'cardNumber',
  'cvc',
  'password',
  'passwordHash',
  'current',
  'next',
  'token',
  'email',
  'phone',
  'documentNumber',
  'number',
  'params',
  'body',
];
const REDACT = [
  'req.headers.cookie',
  'req.headers.authorization',
  ...SENSITIVE.flatMap((key) => [key, `*.${key}`, `*.*.${key}`]),
];

/** Every line written while a request's work runs names the request (decision 113). */
const withRequestId = () => {
  const requestId = currentRequestId();
  return requestId ? { requestId } : {};
};

export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = { level, redact: REDACT, serializers: { err: safeError }, mixin: withRequestId };
  return destination ? pino(options, destination) : pino(options);
}

/**
 * The path without its query: queries carry unsubscribe tokens, booking references and names.
 * The parameter names stay, so a log still says what kind of request it was.
 */
export function loggedUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const names = [...new URLSearchParams(url.slice(q + 1)).keys()];
  return `${url.slice(0, q)}${names.length ? `?${names.map((n) => `${encodeURIComponent(n)}=…`).join('&')}` : ''}`;
}

/** Request logs under the request's id (given by `requestIds`, which runs first). */
export function requestLogger(logger: Logger) {
  return pinoHttp({
    logger,
    genReqId: (req: IncomingMessage) => req.id ?? requestIdFrom(req.headers['x-request-id']),
    customLogLevel: (_req, res, err) =>
      err || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info',
    serializers: {
      req: (req: { id: string; method: string; url: string }) => ({
        id: req.id,
        method: req.method,
        url: loggedUrl(req.url),
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      err: safeError,
    },
  });
}
