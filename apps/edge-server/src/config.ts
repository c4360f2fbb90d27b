import path from 'node:path';
import * as v from 'valibot';
import { backgroundEnv } from './config-background.ts';

const APPS = ['booking-web', 'agency-portal'] as const;

const Port = v.pipe(
  v.optional(v.string(), '3000'),
  v.regex(/^\d{1,5}$/, 'must be a port number'),
  v.transform(Number),
  v.maxValue(65_535, 'must be at most 65535'),
);

const OptionalPort = v.optional(
  v.pipe(
    v.string(),
    v.regex(/^\d{1,5}$/, 'must be a port number'),
    v.transform(Number),
    v.maxValue(65_535, 'must be at most 65535'),
  ),
);

const Secret = (min: number) =>
  v.optional(v.pipe(v.string(), v.minLength(min, `must be at least ${min} characters`)));

/** Every setting the edge server reads from the environment, validated at start. */
const EnvSchema = v.object({
  NODE_ENV: v.optional(
    v.picklist(['development', 'production', 'test'], 'must be development, production or test'),
    'production',
  ),
  HOST: v.optional(v.pipe(v.string(), v.minLength(1, 'must not be empty')), '127.0.0.1'),
  PORT: Port,
  DATABASE_URL: v.optional(v.pipe(v.string(), v.regex(/^postgres(ql)?:\/\/.+/, 'must be a postgres:// URL'))),
  DATA_DIR: v.optional(v.pipe(v.string(), v.minLength(1, 'must not be empty')), './data'),
  DIST_DIR: v.optional(v.string(), './dist'),
  LOG_LEVEL: v.optional(
    v.picklist(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], 'must be a pino level'),
    'info',
  ),
  SERVE_APPS: v.optional(
    v.pipe(
      v.string(),
      v.transform((s) =>
        s
          .split(',')
          .map((x) => x.trim())
          .filter(Boolean),
      ),
      v.array(v.picklist(APPS, `each must be one of ${APPS.join(', ')}`)),
    ),
    APPS.join(','),
  ),
  /** Unset: mails go to `OUTBOX_DIR` as files instead of being delivered. */
  SMTP_URL: v.optional(v.pipe(v.string(), v.regex(/^smtps?:\/\/.+/, 'must be an smtp:// or smtps:// URL'))),
  OUTBOX_DIR: v.optional(v.pipe(v.string(), v.minLength(1, 'must not be empty'))),
  MAIL_FROM: v.optional(
    v.pipe(v.string(), v.regex(/@/, 'must be an email address')),
    'Skybook Air <no-reply@skybook.example>',
  ),
  /**
   * Signs flight offers (HMAC); every server of a deployment needs the same one. Unset: a random
   * one kept in `DATA_DIR/secrets.json` (decision 017). `_PREVIOUS` still verifies during a rotation.
   */
  OFFER_SECRET: Secret(16),
  OFFER_SECRET_PREVIOUS: Secret(16),
  HOLD_TTL_MS: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d+$/, 'must be milliseconds'),
      v.transform(Number),
      v.minValue(1000, 'must be at least 1000'),
    ),
    '1200000',
  ),
  HOLD_SWEEP_INTERVAL_MS: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d+$/, 'must be milliseconds'),
      v.transform(Number),
      v.minValue(1000, 'must be at least 1000'),
    ),
    '30000',
  ),
  /**
   * HS256 key for identity tokens (at least 32 characters). Unset: a random one kept in
   * `DATA_DIR/secrets.json`; a published default refuses to start in production (decision 017).
   */
  AUTH_SECRET: Secret(32),
  AUTH_SECRET_PREVIOUS: Secret(32),
  /** Encrypts travel document numbers at rest (AES-256-GCM); 64 hex digits. Unset: from secrets.json. */
  DATA_KEY: v.optional(v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/i, 'must be 64 hex digits'))),
  /**
   * Where mails and the sitemap point when a region has no configured host (never the request's
   * `Host` header, which anyone can set).
   */
  PUBLIC_BASE_URL: v.optional(
    v.pipe(v.string(), v.regex(/^https?:\/\/[^/]+$/, 'must be an http(s) origin without a path')),
  ),
  /** Spec §7: optional endpoint told about fresh tokens (POST) and sign-outs (DELETE), bearer token. */
  TOKEN_SYNC_URL: v.optional(v.pipe(v.string(), v.url('must be a URL'))),
  /** Spec §2: the external agency registration page linked from the login page and sidebar. */
  AGENCY_SIGNUP_URL: v.optional(
    v.pipe(v.string(), v.url('must be a URL')),
    'https://agencies.skybook.example/register',
  ),
  /** A request must have sent its headers and body within this (slow-client defence, decision 050). */
  REQUEST_TIMEOUT_MS: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d+$/, 'must be milliseconds'),
      v.transform(Number),
      v.minValue(1000, 'must be at least 1000'),
    ),
    '15000',
  ),
  /**
   * How long a payment attempt belongs to the request that made it; after that the reconciler
   * (every PAYMENT_RECONCILE_INTERVAL_MS, on every server) settles it with the gateway (decision 019).
   */
  PAYMENT_LEASE_MS: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d+$/, 'must be milliseconds'),
      v.transform(Number),
      v.minValue(1000, 'must be at least 1000'),
    ),
    '30000',
  ),
  PAYMENT_RECONCILE_INTERVAL_MS: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d+$/, 'must be milliseconds'),
      v.transform(Number),
      v.minValue(100, 'must be at least 100'),
    ),
    '5000',
  ),
  /** The built-in sandbox gateway's simulated network time per charge (0: none); for demos and crash tests. */
  SANDBOX_GATEWAY_LATENCY_MS: v.optional(
    v.pipe(v.string(), v.regex(/^\d+$/, 'must be milliseconds'), v.transform(Number)),
    '0',
  ),
  /**
   * The built-in sandbox gateway's own port and origin (decision 056): it serves the hosted card
   * field and its tokens endpoint there, so card data never goes to this server's origin. Default
   * PORT + 1000 and `http://localhost:<GATEWAY_PORT>`.
   */
  GATEWAY_PORT: OptionalPort,
  GATEWAY_PUBLIC_URL: v.optional(
    v.pipe(
      v.string(),
      v.url('must be a URL'),
      v.transform((u) => new URL(u).origin),
    ),
  ),
  /**
   * The site origins allowed to frame the card field (comma-separated; a host may start with `*.`).
   * Default: this server on localhost, any `*.localhost` and 127.0.0.1 at PORT.
   */
  GATEWAY_SITE_ORIGINS: v.optional(
    v.pipe(
      v.string(),
      v.transform((s) =>
        s
          .split(',')
          .map((x) => x.trim())
          .filter(Boolean),
      ),
      v.array(
        v.pipe(
          v.string(),
          v.regex(
            /^https?:\/\/(\*\.)?[a-z0-9.-]+(:\d{1,5})?$/,
            'each must be an origin like https://www.example.com',
          ),
        ),
      ),
    ),
  ),
  /**
   * Issue 17 third-party scripts (decision 099), each loaded only after consent and only when set:
   * the tag manager script (`?id=` the domain's container), the real-user-monitoring script and
   * its key (both needed), and the fraud-prevention beacon (`?shop=` the domain's shop id and
   * `&session=` the session id, on the funnel pages). Their origins, and only theirs, join the CSP.
   */
  TAG_MANAGER_URL: v.optional(v.pipe(v.string(), v.url('must be a URL'))),
  RUM_SCRIPT_URL: v.optional(v.pipe(v.string(), v.url('must be a URL'))),
  RUM_KEY: v.optional(v.pipe(v.string(), v.regex(/^[\w.-]{1,200}$/, 'must be letters, digits, _ . or -'))),
  FRAUD_BEACON_URL: v.optional(v.pipe(v.string(), v.url('must be a URL'))),
  /**
   * Spec §7 IP-to-country lookup (decision 103), asked by the server for the phone inputs' default
   * country: a URL with `{ip}` where the caller's address goes (e.g. `https://ip2c.org/{ip}`). An
   * answer must start with `1` and carry the country in characters 3–4. Unset: no lookup.
   */
  COUNTRY_LOOKUP_URL: v.optional(
    v.pipe(v.string(), v.url('must be a URL'), v.includes('{ip}', 'must contain {ip}')),
  ),
  COUNTRY_LOOKUP_TIMEOUT_MS: v.optional(
    v.pipe(v.string(), v.regex(/^\d+$/, 'must be milliseconds'), v.transform(Number)),
    '1500',
  ),
  SHUTDOWN_TIMEOUT_MS: v.optional(
    v.pipe(v.string(), v.regex(/^\d+$/, 'must be milliseconds'), v.transform(Number)),
    '10000',
  ),
  /**
   * Company sign-in (decision 092): `true` lets an agency's OpenID provider be a plain-http issuer
   * on a loopback host (tests, local development). Default: `true` unless NODE_ENV is production.
   */
  SSO_ALLOW_HTTP_LOOPBACK: v.optional(v.picklist(['true', 'false'], 'must be true or false')),
  /** Rendered anonymous pages each process keeps (decision 087); 0 turns the render cache off. */
  RENDER_CACHE_ENTRIES: v.optional(
    v.pipe(v.string(), v.regex(/^\d+$/, 'must be a whole number'), v.transform(Number)),
    '500',
  ),
  /**
   * Worker processes on PostgreSQL (decision 088): one per core by default; 1 keeps a single
   * process. The embedded database (no DATABASE_URL) always runs one.
   */
  WEB_CONCURRENCY: v.optional(
    v.pipe(v.string(), v.regex(/^[1-9]\d*$/, 'must be a positive whole number'), v.transform(Number)),
  ),
  /**
   * Prometheus metrics (decision 113): `/metrics` on a listener of its own, never on PORT. Off
   * unless METRICS_PORT is set (0 picks a free port); METRICS_HOST defaults to loopback.
   */
  METRICS_PORT: OptionalPort,
  METRICS_HOST: v.optional(v.pipe(v.string(), v.minLength(1, 'must not be empty')), '127.0.0.1'),
  ...backgroundEnv,
});

/** Settings that default from others (the outbox lives in the data folder unless told otherwise). */
const ConfigSchema = v.pipe(
  EnvSchema,
  v.transform((env) => {
    const gatewayPort = env.GATEWAY_PORT ?? env.PORT + 1000;
    return {
      ...env,
      OUTBOX_DIR:
        env.OUTBOX_DIR ?? path.join(env.DATA_DIR.startsWith('memory://') ? './data' : env.DATA_DIR, 'outbox'),
      GATEWAY_PORT: gatewayPort,
      SSO_ALLOW_HTTP_LOOPBACK:
        (env.SSO_ALLOW_HTTP_LOOPBACK ?? String(env.NODE_ENV !== 'production')) === 'true',
      GATEWAY_PUBLIC_URL: env.GATEWAY_PUBLIC_URL ?? `http://localhost:${gatewayPort}`,
      GATEWAY_SITE_ORIGINS: env.GATEWAY_SITE_ORIGINS ?? [
        `http://localhost:${env.PORT}`,
        `http://*.localhost:${env.PORT}`,
        `http://127.0.0.1:${env.PORT}`,
      ],
    };
  }),
);

/** The environment as parsed; signing secrets may still be missing (see `resolveSecrets`). */
export type EnvConfig = v.InferOutput<typeof ConfigSchema>;
/** What the server runs with: every secret present (from the environment or `secrets.json`). */
export type Config = EnvConfig & { AUTH_SECRET: string; OFFER_SECRET: string; DATA_KEY: string };
export type AppName = (typeof APPS)[number];

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment; the error names every bad variable and what it must be. */
export function loadConfig(env: Record<string, string | undefined>): EnvConfig {
  const result = v.safeParse(ConfigSchema, env);
  if (result.success) return result.output;
  const problems = result.issues.map(
    (issue) => `${v.getDotPath(issue) ?? '?'} ${issue.message} (got ${JSON.stringify(issue.input)})`,
  );
  throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
}
