import { randomBytes } from 'node:crypto';
import type { RequestHandler, Response } from 'express';
import helmet from 'helmet';

export const nonceOf = (res: Response): string => String(res.locals['cspNonce'] ?? '');

/** A fresh nonce per request: only the scripts the server itself inlines may run. */
export const cspNonce: RequestHandler = (_req, res, next) => {
  res.locals['cspNonce'] = freshNonce();
  next();
};

// 16 random bytes per nonce, drawn from a block filled 256 nonces at a time: one call into the
// system's generator per request was 5 % of a cached page's CPU (decision 105). No byte is reused.
const NONCE_BYTES = 16;
let pool = Buffer.alloc(0);
let offset = 0;
export function freshNonce(): string {
  if (offset + NONCE_BYTES > pool.length) {
    pool = randomBytes(NONCE_BYTES * 256);
    offset = 0;
  }
  offset += NONCE_BYTES;
  return pool.toString('base64', offset - NONCE_BYTES, offset);
}

/**
 * helmet with a nonce-based CSP; dev relaxes it for Vite's injected styles and HMR socket. Pages
 * may frame only the payment gateway's hosted card field (`gatewayOrigin`, decision 020), and
 * reach third-party origins only for the configured integrations (`integrationOrigins`, decision
 * 099): their scripts, what those scripts fetch and the pixels they send.
 */
export function securityHeaders(
  dev: boolean,
  gatewayOrigin: string,
  integrationOrigins: readonly string[] = [],
): RequestHandler {
  const nonce = (_req: unknown, res: unknown) => `'nonce-${nonceOf(res as Response)}'`;
  return helmet({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'script-src': ["'self'", nonce, ...integrationOrigins],
        // Vite injects <style> tags while developing; a nonce would make browsers ignore unsafe-inline.
        'style-src': dev ? ["'self'", "'unsafe-inline'"] : ["'self'", nonce],
        'connect-src': ["'self'", ...integrationOrigins, ...(dev ? ['ws:'] : [])],
        'img-src': ["'self'", 'data:', ...integrationOrigins],
        'frame-src': [gatewayOrigin],
        // TLS ends at the load balancer; HSTS covers upgrades, and tests run on http://*.localhost.
        'upgrade-insecure-requests': null,
      },
    },
    // The sites run on plain http://*.localhost in development and tests.
    strictTransportSecurity: !dev,
  });
}
