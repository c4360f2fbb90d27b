import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, type Config, type EnvConfig } from './config.ts';

/**
 * Fixed keys for `NODE_ENV=test` only, so tests can sign tokens and offers themselves. They are
 * in the source, hence published: production refuses them like the old development defaults.
 */
export const TEST_SECRETS = {
  AUTH_SECRET: 'skybook-test-only-auth-secret-never-deploy',
  OFFER_SECRET: 'skybook-test-only-offer-secret',
  DATA_KEY: '7e57'.repeat(16),
} as const;

/** Every secret value that ever shipped in the source (the first two are the old defaults). */
export const PUBLISHED_SECRETS: readonly string[] = [
  'skybook-development-secret-not-for-production',
  'skybook-development-offer-secret',
  ...Object.values(TEST_SECRETS),
];

type SecretName = keyof typeof TEST_SECRETS;
const GENERATED: Record<SecretName, () => string> = {
  AUTH_SECRET: () => randomBytes(32).toString('base64url'),
  OFFER_SECRET: () => randomBytes(32).toString('base64url'),
  DATA_KEY: () => randomBytes(32).toString('hex'),
};
const CHECKED = [
  'AUTH_SECRET',
  'AUTH_SECRET_PREVIOUS',
  'OFFER_SECRET',
  'OFFER_SECRET_PREVIOUS',
  'DATA_KEY',
] as const;

export const SECRETS_FILE = 'secrets.json';

/**
 * Fills in the signing secrets (decision 017): a variable set in the environment wins; otherwise
 * tests use `TEST_SECRETS`, and everything else reads `DATA_DIR/secrets.json`, creating it with
 * random values (mode 0600) on first run — so `npm start` works out of the box and is never
 * signed with a key anyone can read. Production refuses a published value, naming the variable.
 */
export function resolveSecrets(env: EnvConfig): Config {
  if (env.NODE_ENV === 'production') {
    const published = CHECKED.filter((name) => {
      const value = env[name];
      return value !== undefined && PUBLISHED_SECRETS.includes(value);
    });
    if (published.length > 0) {
      throw new ConfigError(
        `Invalid configuration: ${published.join(', ')} must not be a published default; unset it to use a generated one or set your own`,
      );
    }
  }
  const missing = (Object.keys(GENERATED) as SecretName[]).filter((name) => env[name] === undefined);
  const stored =
    missing.length === 0 ? {} : env.NODE_ENV === 'test' ? TEST_SECRETS : storedSecrets(env.DATA_DIR, missing);
  return {
    ...env,
    AUTH_SECRET: env.AUTH_SECRET ?? stored.AUTH_SECRET!,
    OFFER_SECRET: env.OFFER_SECRET ?? stored.OFFER_SECRET!,
    DATA_KEY: env.DATA_KEY ?? stored.DATA_KEY!,
  };
}

/** Reads the data folder's secrets, adding any missing; an in-memory database keeps them in memory. */
function storedSecrets(dataDir: string, needed: readonly SecretName[]): Partial<Record<SecretName, string>> {
  if (dataDir.startsWith('memory://')) return Object.fromEntries(needed.map((n) => [n, GENERATED[n]()]));
  const file = path.join(dataDir, SECRETS_FILE);
  let secrets: Partial<Record<SecretName, string>> = {};
  if (existsSync(file)) {
    try {
      secrets = JSON.parse(readFileSync(file, 'utf8')) as typeof secrets;
    } catch {
      throw new ConfigError(
        `Invalid configuration: ${file} is not readable JSON; fix or remove it (tokens signed with it stop working)`,
      );
    }
  }
  const added = needed.filter((name) => typeof secrets[name] !== 'string');
  if (added.length > 0) {
    for (const name of added) secrets[name] = GENERATED[name]();
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600 });
  }
  // A file copied in by hand may be world-readable; these keys sign admin sessions.
  chmodSync(file, 0o600);
  return secrets;
}
