import { randomBytes } from 'node:crypto';
import express, { type Express } from 'express';
import * as v from 'valibot';
import { CardNumber, fieldErrors } from '@skybook/api-contract';
import { isLocale, type Locale } from '@skybook/i18n';
import { serverI18n } from '@skybook/i18n/server';
import { cardExpired, type SandboxGateway } from '@skybook/orders';
import { notFound } from '../http/not-found.ts';
import { CARD_FIELD_COPY, type CardFieldCopy } from './card-field-copy.ts';
import { cardFieldPage } from './card-field-page.ts';

export interface GatewayAppOptions {
  gateway: SandboxGateway;
  /** The gateway's own origin as browsers reach it (`GATEWAY_PUBLIC_URL`). */
  publicOrigin: string;
  /** Origins allowed to frame the card field; a host may start with `*.` (any subdomain). */
  siteOrigins: readonly string[];
  now?: () => Date;
}

const required = 'errors.required';
const expiryPart = (min: number, max: number) =>
  v.pipe(
    v.number('errors.invalid_card_expiry'),
    v.integer('errors.invalid_card_expiry'),
    v.minValue(min, 'errors.invalid_card_expiry'),
    v.maxValue(max, 'errors.invalid_card_expiry'),
  );
/** What the card field posts: only ever to the gateway, never to the merchant's `/api`. */
const TokenRequest = v.object(
  {
    number: CardNumber,
    expiryMonth: expiryPart(1, 12),
    expiryYear: expiryPart(2000, 2100),
    cvc: v.pipe(v.string(required), v.regex(/^\d{3,4}$/, 'errors.invalid_cvc')),
    holderName: v.pipe(
      v.string(required),
      v.trim(),
      v.minLength(2, 'errors.invalid_card_name'),
      v.maxLength(100, 'errors.invalid_card_name'),
    ),
  },
  required,
);

/** `http://*.localhost:4000` allows `http://pt.sol.localhost:4000`, as CSP's own wildcard does. */
export function originAllowed(origin: string, allowed: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.origin !== origin) return false;
  return allowed.some((pattern) => {
    const wild = /^(https?:\/\/)\*\.(.+)$/.exec(pattern);
    if (!wild) return pattern === origin;
    const [, scheme, rest] = wild;
    return origin.startsWith(scheme!) && origin.slice(scheme!.length).endsWith(`.${rest}`);
  });
}

async function copyIn(locale: Locale): Promise<CardFieldCopy> {
  const i18n = await serverI18n(locale);
  return Object.fromEntries(
    Object.entries(CARD_FIELD_COPY).map(([key, descriptor]) => [key, i18n._(descriptor)]),
  ) as CardFieldCopy;
}

/**
 * The built-in sandbox gateway's own web server (decision 056), on its own port and origin: the
 * hosted card field and the tokens endpoint it posts to. A real gateway runs this on its side;
 * nothing here logs a request, and the edge server's `/api` never receives what it is sent.
 */
export function createGatewayApp(opts: GatewayAppOptions): Express {
  const now = opts.now ?? (() => new Date());
  const app = express();
  app.disable('x-powered-by');
  app.use((_req, res, next) => {
    res.setHeader('cache-control', 'no-store');
    res.setHeader('x-content-type-options', 'nosniff');
    res.setHeader('referrer-policy', 'no-referrer');
    next();
  });

  app.get('/card-field', async (req, res) => {
    const parent = typeof req.query['parent'] === 'string' ? req.query['parent'] : '';
    const lang =
      typeof req.query['lang'] === 'string' && isLocale(req.query['lang']) ? req.query['lang'] : 'en';
    if (!originAllowed(parent, opts.siteOrigins)) {
      // Not a site of ours: nobody may frame this answer, and it holds no field to phish with.
      res.setHeader('content-security-policy', "default-src 'none'; frame-ancestors 'none'");
      res
        .status(403)
        .type('text/plain')
        .send((await copyIn(lang)).notEmbeddable);
      return;
    }
    const nonce = randomBytes(16).toString('base64');
    res.setHeader(
      'content-security-policy',
      [
        "default-src 'none'",
        `script-src 'nonce-${nonce}'`,
        `style-src 'nonce-${nonce}'`,
        "connect-src 'self'",
        "form-action 'none'",
        "base-uri 'none'",
        // Only the declared parent may frame the field; the script answers only that origin too.
        `frame-ancestors ${parent}`,
      ].join('; '),
    );
    res
      .type('html')
      .send(cardFieldPage({ parentOrigin: parent, locale: lang, copy: await copyIn(lang), nonce }));
  });

  app.post('/tokens', express.json({ limit: '2kb' }), async (req, res) => {
    // The field posts from the gateway's own origin; another site's page may not mint tokens here.
    const origin = req.headers.origin;
    if (origin !== undefined && origin !== opts.publicOrigin) {
      res.status(403).json({ error: 'errors.forbidden' });
      return;
    }
    const parsed = v.safeParse(TokenRequest, req.body);
    if (!parsed.success) {
      res.status(400).json({ error: 'errors.validation', fields: fieldErrors(parsed.issues) });
      return;
    }
    const card = parsed.output;
    if (cardExpired(card.expiryMonth, card.expiryYear, now())) {
      res.status(400).json({ error: 'errors.validation', fields: { expiry: 'errors.card_expired' } });
      return;
    }
    res.json(await opts.gateway.tokenize(card));
  });

  app.use(notFound);
  // A malformed JSON body is the sender's fault; never log what it held.
  app.use(((err, _req, res, _next) => {
    const status =
      typeof (err as { status?: unknown }).status === 'number' ? (err as { status: number }).status : 500;
    res
      .status(status >= 400 && status < 500 ? status : 500)
      .json({ error: status < 500 ? 'errors.validation' : 'errors.internal' });
  }) as express.ErrorRequestHandler);
  return app;
}
