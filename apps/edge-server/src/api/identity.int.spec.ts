import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_AUTH_SECRET } from '../config.ts';
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
const key = secretKey(DEV_AUTH_SECRET);
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
    expect(cookies.map((c) => c.split('=')[0]).sort()).toEqual([
      'sb_token',
      'session-id',
      'user-type',
      'user-uid',
    ]);
    for (const cookie of cookies) expect(cookie).toMatch(/; Secure/);
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

  it('accepts a well-signed agency token (the control case)', async () => {
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
