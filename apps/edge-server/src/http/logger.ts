import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pino, type DestinationStream, type Logger } from 'pino';
import { pinoHttp } from 'pino-http';
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

export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = { level, redact: REDACT, serializers: { err: safeError } };
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

/** Request logs with an id: the caller's `x-request-id` if sane, else a new one, echoed back. */
export function requestLogger(logger: Logger) {
  return pinoHttp({
    logger,
    genReqId: (req: IncomingMessage, res: ServerResponse) => {
      const incoming = req.headers['x-request-id'];
      const id = typeof incoming === 'string' && /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
      res.setHeader('x-request-id', id);
      return id;
    },
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
