import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { signOffer } from '@skybook/inventory';
import { secretKey, signIdentityToken } from './identity/tokens.ts';
import { PUBLISHED_SECRETS, SECRETS_FILE } from './secrets.ts';
import { callApi, cookieJar } from './testing/cookie-jar.ts';
import { startTestServer } from './testing/test-server.ts';

const ADMIN_UID = 'andesAdmin0000000001';
const [OLD_AUTH_DEFAULT, OLD_OFFER_DEFAULT] = PUBLISHED_SECRETS as [string, string];
const dirs: string[] = [];
const servers: { close(): Promise<void> }[] = [];
afterAll(async () => {
  for (const s of servers) await s.close();
  await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
});

/** A production-mode server (as `npm start` runs it) over a data folder with no secrets set. */
async function production(dataDir: string, env: Record<string, string> = {}) {
  const server = await startTestServer({ env: { NODE_ENV: 'production', DATA_DIR: dataDir, ...env } });
  servers.push(server);
  return server;
}

/** Reads the session an agency token opens, with an open session row for its session id. */
async function sessionWith(server: Awaited<ReturnType<typeof startTestServer>>, secret: string, sid: string) {
  await server.database.db.execute(
    sql`insert into agency_sessions (session_id, user_uid) values (${sid}, ${ADMIN_UID}) on conflict do nothing`,
  );
  const token = await signIdentityToken(
    { uid: ADMIN_UID, type: 'agency', sessionId: sid, version: 0 },
    secretKey(secret),
  );
  const jar = cookieJar();
  jar.set('sb_token', token);
  jar.set('user-type', 'agency');
  return (await callApi(server.url, jar, 'GET', '/api/_auth/session')).json();
}

const offer = (secret: string) =>
  signOffer(
    {
      direction: 'outbound',
      flights: [1],
      family: 'basic',
      party: { adults: 1, children: 0, infants: 0 },
      currency: 'EUR',
      total: 1,
      lines: [],
      conditions: {
        changeable: false,
        changeFee: null,
        refundable: false,
        checkedBags: 0,
        cabinBags: 1,
        seatCategory: 'STC1',
      },
      expiresAt: Date.now() + 600_000,
    },
    secret,
  );

describe('signing secrets out of the box (decision 017)', () => {
  it('creates random secrets on first run (mode 0600), refuses tokens and offers forged with the old published defaults, and reuses the secrets', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'skybook-secrets-'));
    dirs.push(dataDir);
    const first = await production(dataDir);
    const file = path.join(dataDir, SECRETS_FILE);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    const secrets = JSON.parse(await readFile(file, 'utf8')) as Record<string, string>;
    expect(secrets['AUTH_SECRET']!.length).toBeGreaterThanOrEqual(32);
    for (const value of Object.values(secrets)) expect(PUBLISHED_SECRETS).not.toContain(value);

    // The attack of the audit: an admin token signed with the old default key.
    expect(await sessionWith(first, OLD_AUTH_DEFAULT, 'forgedSid1')).toBeNull();
    // The control: the same token with the generated key is accepted.
    expect(await sessionWith(first, secrets['AUTH_SECRET']!, 'honestSid1')).toMatchObject({
      type: 'agency',
      uid: ADMIN_UID,
    });

    const held = await callApi(first.url, cookieJar(), 'POST', '/api/holds', {
      offerIds: [offer(OLD_OFFER_DEFAULT)],
    });
    expect(held.status).toBe(400);
    expect(await held.json()).toMatchObject({ fields: { 'offerIds.0': 'errors.invalid_offer' } });

    // A second server over the same data folder signs and verifies with the same, unchanged keys.
    const second = await production(dataDir);
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual(secrets);
    expect(await sessionWith(second, secrets['AUTH_SECRET']!, 'honestSid2')).toMatchObject({
      type: 'agency',
    });
  });

  it('rotates: the previous key still verifies, the current one signs, and a set variable wins over the file', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'skybook-secrets-'));
    dirs.push(dataDir);
    const previous = 'the-previous-auth-secret-of-32-characters';
    const current = 'the-current-auth-secret-of-32-characters!';
    const server = await production(dataDir, { AUTH_SECRET: current, AUTH_SECRET_PREVIOUS: previous });
    expect(await sessionWith(server, previous, 'rotatedSd1')).toMatchObject({ type: 'agency' });
    expect(await sessionWith(server, current, 'rotatedSd2')).toMatchObject({ type: 'agency' });
    const login = await callApi(server.url, cookieJar(), 'GET', '/api/_auth/session');
    const token = login.headers
      .getSetCookie()
      .find((c) => c.startsWith('sb_token='))!
      .split(';')[0]!
      .slice(9);
    const { jwtVerify } = await import('jose');
    await expect(jwtVerify(token, secretKey(current))).resolves.toBeTruthy();
    await expect(jwtVerify(token, secretKey(previous))).rejects.toThrow();
  });
});
