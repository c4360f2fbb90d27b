import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pino, type DestinationStream, type Logger } from 'pino';
import { pinoHttp } from 'pino-http';

export function createLogger(level: string, destination?: DestinationStream): Logger {
  // Card data must never reach a log line, whatever a handler logs by mistake.
  const redact = ['req.headers.cookie', 'req.headers.authorization', 'card', 'cardNumber', 'cvc', '*.card', '*.*.card', '*.cardNumber', '*.cvc', 'req.body', 'body'];
  return destination ? pino({ level, redact }, destination) : pino({ level, redact });
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
    customLogLevel: (_req, res, err) => (err || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info'),
    serializers: {
      req: (req: { id: string; method: string; url: string }) => ({ id: req.id, method: req.method, url: req.url }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  });
}
