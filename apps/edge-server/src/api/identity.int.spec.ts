import { sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_SECRETS } from '../secrets.ts';
import { secretKey, signIdentityToken } from '../identity/tokens.ts';
import { callApi, cookieJar } from '../testing/cookie-jar.ts';
import { startTestServer } from '../testing/test-server.ts';

let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const PASSWORD = 'Skybook-demo-2026';
const ADMIN_UID = 'andesAdmin0000000001';
const key = secretKey(TEST_SECRETS.AUTH_SECRET);
const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const session = async (jar = cookieJar()) =>
  (await callApi(server.url, jar, 'GET', '/api/_auth/session')).json();

describe('anonymous identity', () => {
  it('is issued silently with an httpOnly SameSite=Lax token, a 20-character uid and a 10-character session id', async () => {
    const jar = cookieJar();
    const response = await callApi(server.url, jar, 'GET', '/api/_auth/session');
    const user = await response.json();
    expect(user).toMatchObject({ type: 'anonymous' });
    expect(user.uid).toHaveLength(20);
    expect(user.sessionId).toMatch(/^[A-Za-z0-9]{10}$/);
    const token = response.headers.getSetCookie().find((c) => c.startsWith('sb_token='));
    expect(token).toMatch(/HttpOnly/);
    expect(token).toMatch(/SameSite=Lax/);
    expect(token).not.toMatch(/Secure/); // plain http in tests; https requests get Secure
    expect(jar.get('user-type')).toBe('anonymous');
    expect(jar.get('user-uid')).toBe(user.uid);
    // The same cookies keep the same identity.
    expect(await session(jar)).toEqual(user);
  });

  it('marks every identity cookie Secure when the visitor came over https (behind the proxy)', async () => {
    const response = await fetch(`${server.url}/api/_auth/session`, {
      headers: { 'x-forwarded-proto': 'https' },
    });
    const cookies = response.headers.getSetCookie();
    // The credential gets the __Host- prefix: Secure, Path=/ and no Domain, so no subdomain can plant it.
    expect(cookies.map((c) => c.split('=')[0]).sort()).toEqual([
      '__Host-sb_token',
      'session-id',
      'user-type',
      'user-uid',
    ]);
    for (const cookie of cookies) {
      expect(cookie).toMatch(/; Secure/);
      expect(cookie).toMatch(/; Path=\/(;|$)/);
      expect(cookie).not.toMatch(/Domain=/i);
    }
    // Over https only the prefixed cookie counts: a bare sb_token (settable by a sibling host) is ignored.
    const token = cookies
      .find((c) => c.startsWith('__Host-sb_token='))!
      .split(';')[0]!
      .split('=')[1]!;
    const viaHttps = (cookie: string) =>
      fetch(`${server.url}/api/_auth/session`, { headers: { 'x-forwarded-proto': 'https', cookie } }).then(
        (r) => r.json(),
      );
    expect((await viaHttps(`__Host-sb_token=${token}; user-type=anonymous`)).uid).toBe(
      (await viaHttps(`__Host-sb_token=${token}; user-type=anonymous`)).uid,
    );
    const planted = await viaHttps(`sb_token=${token}; user-type=anonymous`);
    const kept = await viaHttps(`__Host-sb_token=${token}; user-type=anonymous`);
    expect(planted.uid).not.toBe(kept.uid);
  });

  it('lives about 30 days, not a year', async () => {
    const response = await fetch(`${server.url}/api/_auth/session`);
    const token = response.headers.getSetCookie().find((c) => c.startsWith('sb_token='))!;
    expect(token).toMatch(/Max-Age=2592000\b/);
    const [, payload] = token.split(';')[0]!.split('=')[1]!.split('.');
    const { iat, exp } = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as {
      iat: number;
      exp: number;
    };
    expect(exp - iat).toBe(30 * 86_400);
  });

  it('is not given to a visitor whose stored user type is agency', async () => {
    const jar = cookieJar();
    jar.set('user-type', 'agency');
    const response = await callApi(server.url, jar, 'GET', '/api/_auth/session');
    expect(await response.json()).toBeNull();
    expect(response.headers.getSetCookie()).toEqual([]);
  });
});

describe('token validity (spec §5)', () => {
  const forged = async (token: string, type = 'agency') => {
    const jar = cookieJar();
    jar.set('sb_token', token);
    jar.set('user-type', type);
    return session(jar);
  };
  const claims = { typ: 'agency', sid: 'abcdefghij', ver: 0, iss: 'skybook-edge', sub: ADMIN_UID };

  it('accepts a well-signed agency token of an open session (the control case)', async () => {
    await server.database.db.execute(
      sql`insert into agency_sessions (session_id, user_uid) values ('abcdefghij', ${ADMIN_UID}) on conflict do nothing`,
    );
    const token = await signIdentityToken(
      { uid: ADMIN_UID, type: 'agency', sessionId: 'abcdefghij', version: 0 },
      key,
    );
    expect(await forged(token)).toMatchObject({ type: 'agency', uid: ADMIN_UID });
  });

  it('rejects alg none', async () => {
    const now = Math.floor(Date.now() / 1000);
    const token = `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ ...claims, iat: now, exp: now + 600 })}.`;
    expect(await forged(token)).toBeNull();
  });

  it('rejects a wrong signature', async () => {
    const token = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(secretKey('another-secret-of-at-least-32-chars!!'));
    expect(await forged(token)).toBeNull();
  });

  it('rejects an expired token', async () => {
    const longAgo = new Date(Date.now() - 2 * 86_400_000);
    const token = await signIdentityToken(
      { uid: ADMIN_UID, type: 'agency', sessionId: 'abcdefghij', version: 0 },
      key,
      longAgo,
    );
    expect(await forged(token)).toBeNull();
  });

  it('rejects a token of the wrong type for the stored user type, and a short uid', async () => {
    const anonymous = await signIdentityToken(
      { uid: 'anonymousUid00000001', type: 'anonymous', sessionId: 'abcdefghij', version: 0 },
      key,
    );
    expect(await forged(anonymous, 'agency')).toBeNull();
    const agency = await signIdentityToken(
      { uid: ADMIN_UID, type: 'agency', sessionId: 'abcdefghij', version: 0 },
      key,
    );
    expect((await forged(agency, 'anonymous')).type).toBe('anonymous');
    expect((await forged(agency, 'anonymous')).uid).not.toBe(ADMIN_UID);
    const short = await new SignJWT({ ...claims, sub: 'short' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(key);
    expect(await forged(short)).toBeNull();
  });

  it('rejects an RS-style algorithm swap even with our secret', async () => {
    const token = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS512' })
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(key);
    expect(await forged(token)).toBeNull();
  });
});

describe('agency sign-in', () => {
  it('signs in with a new session id, shows the agency user and signs out', async () => {
    const jar = cookieJar();
    const anonymous = await session(jar);
    const login = await callApi(server.url, jar, 'POST', '/api/login', {
      username: 'Admin@Andes.example',
      password: PASSWORD,
      uid: anonymous.uid,
    });
    expect(login.status).toBe(200);
    expect(await login.json()).toEqual({ uid: ADMIN_UID });
    expect(jar.get('user-type')).toBe('agency');
    expect(jar.get('user-uid')).toBe(ADMIN_UID);
    const user = await session(jar);
    expect(user).toMatchObject({
      type: 'agency',
      uid: ADMIN_UID,
      name: 'Marta Andes',
      role: 'admin',
      credit: 2_500_000,
      currency: 'EUR',
    });
    expect(user.sessionId).not.toBe(anonymous.sessionId);

    const out = await callApi(server.url, jar, 'DELETE', '/api/_auth/session');
    expect(out.status).toBe(200);
    expect(jar.get('sb_token')).toBeUndefined();
    expect(jar.get('user-type')).toBeUndefined();
    expect((await session(jar)).type).toBe('anonymous');
  });
});

describe('server-side agency sessions (decision 018)', () => {
  const signIn = async (username = 'admin@andes.example') => {
    const jar = cookieJar();
    const login = await callApi(server.url, jar, 'POST', '/api/login', { username, password: PASSWORD });
    expect(login.status).toBe(200);
    return jar;
  };
  /** What an attacker who copied the cookies would send. */
  const copyOf = (jar: ReturnType<typeof cookieJar>) => {
    const copy = cookieJar();
    copy.set('sb_token', jar.get('sb_token')!);
    copy.set('user-type', 'agency');
    return copy;
  };
  const dashboard = (jar: ReturnType<typeof cookieJar>) =>
    callApi(server.url, jar, 'POST', '/api/agency/dashboard', {});

  it('logout ends the token: a copy of it then reads neither the session nor the dashboard', async () => {
    const jar = await signIn();
    const copy = copyOf(jar);
    expect((await session(copy)).type).toBe('agency');
    expect((await dashboard(copy)).status).toBe(200);
    expect((await callApi(server.url, jar, 'DELETE', '/api/_auth/session')).status).toBe(200);
    expect(await session(copyOf(copy))).toBeNull();
    expect((await dashboard(copyOf(copy))).status).toBe(401);
  });

  it('ends after 30 idle minutes, and after 12 hours however busy', async () => {
    const idle = await signIn();
    const busy = await signIn();
    const sid = (jar: ReturnType<typeof cookieJar>) => jar.get('session-id')!;
    await server.database.db.execute(
      sql`update agency_sessions set last_seen_at = now() - interval '29 minutes' where session_id = ${sid(idle)}`,
    );
    expect((await dashboard(idle)).status).toBe(200); // 29 minutes idle: still open, and now fresh
    await server.database.db.execute(
      sql`update agency_sessions set last_seen_at = now() - interval '31 minutes' where session_id = ${sid(idle)}`,
    );
    expect((await dashboard(copyOf(idle))).status).toBe(401);
    await server.database.db.execute(
      sql`update agency_sessions set created_at = now() - interval '12 hours 1 minute' where session_id = ${sid(busy)}`,
    );
    expect((await dashboard(copyOf(busy))).status).toBe(401);
  });

  it('an admin resetting an agent password ends the agent token', async () => {
    const agent = await signIn('agent@andes.example');
    const copy = copyOf(agent);
    const admin = await signIn();
    const list = (await (await callApi(server.url, admin, 'POST', '/api/agency/agents', {})).json()) as {
      id: number;
      username: string;
    }[];
    const target = list.find((a) => a.username === 'agent@andes.example')!;
    const reset = await callApi(server.url, admin, 'POST', '/api/agency/agents/reset-password', {
      id: target.id,
      password: 'Another-secret-77',
    });
    expect(reset.status).toBe(200);
    expect((await dashboard(copy)).status).toBe(401);
  });

  it('answers 401 agency.invalidCredentials alike for a wrong password and an unknown user', async () => {
    for (const username of ['agent@andes.example', 'nobody@andes.example']) {
      const response = await callApi(server.url, cookieJar(), 'POST', '/api/login', {
        username,
        password: 'wrong-password',
      });
      expect(response.status).toBe(401);
      expect((await response.json()).error).toBe('agency.invalidCredentials');
    }
  });

  it('answers the required-field keys', async () => {
    const response = await callApi(server.url, cookieJar(), 'POST', '/api/login', {
      username: '  ',
      password: '',
    });
    expect(response.status).toBe(400);
    expect((await response.json()).fields).toEqual({
      username: 'errors.username_required',
      password: 'errors.password_required',
    });
  });

  it('locks out after 10 wrong passwords with 429, even for the right password', async () => {
    const jar = cookieJar();
    for (let i = 0; i < 10; i += 1) {
      const response = await callApi(server.url, jar, 'POST', '/api/login', {
        username: 'agent@lusitania.example',
        password: `wrong-${i}`,
      });
      expect(response.status).toBe(401);
    }
    const locked = await callApi(server.url, jar, 'POST', '/api/login', {
      username: 'agent@lusitania.example',
      password: PASSWORD,
    });
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(800);
    expect((await locked.json()).error).toBe('agency.tooManyAttempts');
  });

  it('refuses a cross-site origin and a non-JSON body on state-changing calls', async () => {
    const crossSite = await fetch(`${server.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      body: JSON.stringify({ username: 'admin@andes.example', password: PASSWORD }),
    });
    expect(crossSite.status).toBe(403);
    const form = await fetch(`${server.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'username=admin%40andes.example&password=x',
    });
    expect(form.status).toBe(415);
    // A browser's cross-site call without Origin still says so in Sec-Fetch-Site.
    const noOrigin = await fetch(`${server.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'cross-site' },
      body: JSON.stringify({ username: 'admin@andes.example', password: PASSWORD }),
    });
    expect(noOrigin.status).toBe(403);
    expect(await noOrigin.json()).toMatchObject({ error: 'errors.forbidden_origin' });
    const sameOrigin = await fetch(`${server.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
      body: JSON.stringify({ username: 'admin@andes.example', password: 'not-the-password' }),
    });
    expect(sameOrigin.status).toBe(401);
  });

  it('answers session calls with Cache-Control: no-store', async () => {
    const response = await fetch(`${server.url}/api/_auth/session`);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('locks a username out alike whether or not it exists, across client addresses (decision 051)', async () => {
    const attempt = (username: string, ip: string) =>
      fetch(`${server.url}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
        body: JSON.stringify({ username, password: 'Wrong-password-1' }),
      });
    const answers: Record<string, { status: number; retryAfter: string | null }[]> = {};
    for (const username of ['agent@azteca.example', 'nobody-here@azteca.example']) {
      // Ten failures, each from its own address, so the per-address throttle never steps in.
      for (let i = 0; i < 10; i++) expect((await attempt(username, `203.0.113.${i + 1}`)).status).toBe(401);
      const next = await attempt(username, '203.0.113.99');
      const again = await attempt(username, '203.0.113.100');
      answers[username] = [next, again].map((r) => ({
        status: r.status,
        retryAfter: r.headers.get('retry-after'),
      }));
    }
    expect(answers['agent@azteca.example']).toEqual(answers['nobody-here@azteca.example']);
    expect(answers['agent@azteca.example']![0]!.status).toBe(429);
  });
});

describe('change password', () => {
  it('checks the rules, ends other sessions and keeps this one', async () => {
    const mine = cookieJar();
    const other = cookieJar();
    for (const jar of [mine, other]) {
      expect(
        (
          await callApi(server.url, jar, 'POST', '/api/login', {
            username: 'admin@lusitania.example',
            password: PASSWORD,
          })
        ).status,
      ).toBe(200);
    }
    const tokenBefore = mine.get('sb_token')!;
    const bad = await callApi(server.url, mine, 'POST', '/api/agency/password', {
      current: PASSWORD,
      next: 'short',
      repeat: 'other',
    });
    expect((await bad.json()).fields).toMatchObject({ next: 'errors.password_too_short' });
    const common = await callApi(server.url, mine, 'POST', '/api/agency/password', {
      current: PASSWORD,
      next: 'password123',
      repeat: 'password123',
    });
    expect((await common.json()).fields).toMatchObject({ next: 'errors.password_common' });
    const wrong = await callApi(server.url, mine, 'POST', '/api/agency/password', {
      current: 'not-the-one',
      next: 'A-new-secret-42',
      repeat: 'A-new-secret-42',
    });
    expect((await wrong.json()).fields).toEqual({ current: 'errors.password_incorrect' });

    const ok = await callApi(server.url, mine, 'POST', '/api/agency/password', {
      current: PASSWORD,
      next: 'A-new-secret-42',
      repeat: 'A-new-secret-42',
    });
    expect(ok.status).toBe(200);
    expect((await session(mine)).type).toBe('agency');
    expect(await session(other)).toBeNull();
    // The token from before the change is dead too, even on the device that changed it.
    const before = cookieJar();
    before.set('sb_token', tokenBefore);
    before.set('user-type', 'agency');
    expect(await session(before)).toBeNull();
  });

  it('is refused to anonymous visitors', async () => {
    const response = await callApi(server.url, cookieJar(), 'POST', '/api/agency/password', {
      current: 'x',
      next: 'A-new-secret-42',
      repeat: 'A-new-secret-42',
    });
    expect(response.status).toBe(401);
  });
});
