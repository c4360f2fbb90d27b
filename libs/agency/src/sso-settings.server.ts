import { eq } from 'drizzle-orm';
import * as oidc from 'openid-client';
import { schema, type Db } from '@skybook/db';

const { agencySso } = schema;

/** Seals and opens the client secret with the deployment's data key (decision 092). */
export interface SecretBox {
  seal(plain: string, owner: string): string;
  open(stored: string, owner: string): string;
}

/** What the company sign-in needs from the server: its database, the data key's box and the issuer rule. */
export interface SsoDeps {
  db: Db;
  secretBox: SecretBox;
  /** `http://` issuers on a loopback host (tests, local development); never for other hosts. */
  allowHttpLoopback: boolean;
}

export interface SsoSettings {
  issuer: string;
  clientId: string;
  emailDomain: string;
  unknownUsers: 'create' | 'refuse';
}

/** The associated data that ties a sealed secret to its agency: it cannot be copied to another row. */
const owner = (agencyId: number) => `agency-sso:${agencyId}`;
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Production issuers are https; plain http only on a loopback host and only when allowed. */
export function issuerAllowed(issuer: string, allowHttpLoopback: boolean): boolean {
  let url: URL;
  try {
    url = new URL(issuer);
  } catch {
    return false;
  }
  if (url.protocol === 'https:') return true;
  return allowHttpLoopback && url.protocol === 'http:' && LOOPBACK.has(url.hostname);
}

/** Fetches the issuer's discovery document (and so checks it answers as that issuer). */
export async function discoverProvider(
  deps: Pick<SsoDeps, 'allowHttpLoopback'>,
  settings: Pick<SsoSettings, 'issuer' | 'clientId'>,
  clientSecret: string,
): Promise<oidc.Configuration> {
  if (!issuerAllowed(settings.issuer, deps.allowHttpLoopback)) throw new Error('issuer not allowed');
  const insecure = new URL(settings.issuer).protocol === 'http:';
  const config = await oidc.discovery(
    new URL(settings.issuer),
    settings.clientId,
    undefined,
    oidc.ClientSecretPost(clientSecret),
    { timeout: 10, ...(insecure ? { execute: [oidc.allowInsecureRequests] } : {}) },
  );
  // ID tokens are checked against the provider's keys too, not only trusted for arriving over TLS.
  oidc.enableNonRepudiationChecks(config);
  return config;
}

const settingsColumns = {
  issuer: agencySso.issuer,
  clientId: agencySso.clientId,
  emailDomain: agencySso.emailDomain,
  unknownUsers: agencySso.unknownUsers,
};

export async function getSsoSettings(db: Db, agencyId: number): Promise<SsoSettings | null> {
  const [row] = await db.select(settingsColumns).from(agencySso).where(eq(agencySso.agencyId, agencyId));
  return row ? { ...row, unknownUsers: row.unknownUsers === 'create' ? 'create' : 'refuse' } : null;
}

/** The provider with its opened client secret, for a sign-in. */
export async function providerOf(
  deps: SsoDeps,
  agencyId: number,
): Promise<(SsoSettings & { clientSecret: string }) | null> {
  const [row] = await deps.db.select().from(agencySso).where(eq(agencySso.agencyId, agencyId));
  if (!row) return null;
  return {
    issuer: row.issuer,
    clientId: row.clientId,
    emailDomain: row.emailDomain,
    unknownUsers: row.unknownUsers === 'create' ? 'create' : 'refuse',
    clientSecret: deps.secretBox.open(row.clientSecretSealed, owner(agencyId)),
  };
}

export type SaveSsoOutcome = 'saved' | 'secretRequired' | 'discoveryFailed' | 'domainTaken';

/**
 * Connects the agency to a provider once its discovery answers; an empty secret keeps the stored
 * one. The email domain belongs to one agency only (it is how the login finds the agency).
 */
export async function saveSsoSettings(
  deps: SsoDeps,
  agencyId: number,
  input: SsoSettings & { clientSecret: string },
): Promise<SaveSsoOutcome> {
  const secret = input.clientSecret || (await providerOf(deps, agencyId))?.clientSecret;
  if (!secret) return 'secretRequired';
  try {
    await discoverProvider(deps, input, secret);
  } catch {
    return 'discoveryFailed';
  }
  const [taken] = await deps.db
    .select({ agencyId: agencySso.agencyId })
    .from(agencySso)
    .where(eq(agencySso.emailDomain, input.emailDomain));
  if (taken && taken.agencyId !== agencyId) return 'domainTaken';
  const values = {
    issuer: input.issuer,
    clientId: input.clientId,
    emailDomain: input.emailDomain,
    unknownUsers: input.unknownUsers,
    clientSecretSealed: deps.secretBox.seal(secret, owner(agencyId)),
    updatedAt: new Date(),
  };
  await deps.db
    .insert(agencySso)
    .values({ agencyId, ...values })
    .onConflictDoUpdate({ target: agencySso.agencyId, set: values });
  return 'saved';
}

export async function deleteSsoSettings(db: Db, agencyId: number): Promise<void> {
  await db.delete(agencySso).where(eq(agencySso.agencyId, agencyId));
}
