import { sql } from 'drizzle-orm';
import { rowsOf } from '@skybook/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, cookieJar, type CookieJar } from '../testing/cookie-jar.ts';
import { startTestServer } from '../testing/test-server.ts';
import { startStubOpenIdProvider, type TokenPlan } from '../testing/stub-openid-provider.ts';

const CLIENT = { id: 'skybook-andes', secret: 'andes-provider-secret-0123456789' };
const PASSWORD = 'Skybook-demo-2026';

let server: Awaited<ReturnType<typeof startTestServer>>;
let provider: Awaited<ReturnType<typeof startStubOpenIdProvider>>;
let admin: CookieJar;

const signedIn = async (username: string) => {
  const jar = cookieJar();
  const response = await callApi(server.url, jar, 'POST', '/api/login', { username, password: PASSWORD });
  expect(response.status).toBe(200);
  return jar;
};
const settings = (overrides: Record<string, string> = {}) => ({
  issuer: provider.issuer,
  clientId: CLIENT.id,
  clientSecret: CLIENT.secret,
  emailDomain: 'andes.example',
  unknownUsers: 'create',
  ...overrides,
});
const sessions = async () =>
  (await rowsOf<{ n: number }>(server.database.db, sql`select count(*)::int as n from agency_sessions`))[0]!
    .n;
const get = (jar: CookieJar, path: string) =>
  fetch(`${server.url}${path}`, { headers: { cookie: jar.header() }, redirect: 'manual' }).then((r) => {
    jar.take(r);
    return r;
  });

/**
 * The browser's round trip: our authorize route → (the provider signs the user in, per `plan`)
 * → our callback. Answers where the callback sent the browser and the session it has then.
 */
async function signInWithProvider(
  plan: TokenPlan & { subject: string; email: string },
  opts: { jar?: CookieJar; login?: string; tamper?: (query: URLSearchParams) => void } = {},
) {
  const jar = opts.jar ?? cookieJar();
  const login = opts.login ?? plan.email;
  const start = await get(
    jar,
    `/api/agency/sso/authorize?login=${encodeURIComponent(login)}&mode=popup&lang=es`,
  );
  expect(start.status).toBe(302);
  const authorizationUrl = start.headers.get('location')!;
  expect(authorizationUrl.startsWith(`${provider.issuer}/authorize?`)).toBe(true);
  const { code, state } = await provider.authorize(authorizationUrl, plan);
  const query = new URLSearchParams({ code, state });
  opts.tamper?.(query);
  const back = await get(jar, `/api/agency/sso/callback?${query}`);
  expect(back.status).toBe(302);
  const session = await (await callApi(server.url, jar, 'GET', '/api/_auth/session')).json();
  return { jar, landed: back.headers.get('location')!, session, query, authorizationUrl };
}

/** Every refusal: the result page names the reason, and no agency session exists for the browser. */
async function expectRefused(run: () => ReturnType<typeof signInWithProvider>, reason: string) {
  const before = await sessions();
  const { landed, session } = await run();
  expect(landed).toBe(`/es/ta/sso?result=${reason}&mode=popup`);
  expect(session?.type).not.toBe('agency');
  expect(await sessions()).toBe(before);
}

beforeAll(async () => {
  server = await startTestServer();
  provider = await startStubOpenIdProvider(CLIENT);
  admin = await signedIn('admin@andes.example');
  const saved = await callApi(server.url, admin, 'POST', '/api/agency/sso/save', settings());
  expect(saved.status).toBe(200);
});
afterAll(async () => {
  await provider.close();
  await server.close();
});

describe('connecting an agency to its provider', () => {
  it('answers the settings and the redirect URI but never the client secret, which is sealed at rest', async () => {
    const response = await callApi(server.url, admin, 'POST', '/api/agency/sso', {});
    const body = await response.json();
    expect(body).toEqual({
      settings: {
        issuer: provider.issuer,
        clientId: CLIENT.id,
        emailDomain: 'andes.example',
        unknownUsers: 'create',
      },
      callbackUrl: `${server.url}/api/agency/sso/callback`,
    });
    expect(JSON.stringify(body)).not.toContain(CLIENT.secret);
    const rows = await rowsOf<{ sealed: string }>(
      server.database.db,
      sql`select client_secret_sealed as sealed from agency_sso`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.sealed).not.toContain(CLIENT.secret);
    expect(rows[0]!.sealed).toMatch(/^v1\./);
  });

  it('is for the administrator: an agent gets 403; an unreachable issuer 422; another agency’s domain 409', async () => {
    const agent = await signedIn('agent@andes.example');
    expect((await callApi(server.url, agent, 'POST', '/api/agency/sso', {})).status).toBe(403);
    expect((await callApi(server.url, agent, 'POST', '/api/agency/sso/save', settings())).status).toBe(403);
    const unreachable = await callApi(
      server.url,
      admin,
      'POST',
      '/api/agency/sso/save',
      settings({ issuer: 'http://127.0.0.1:9/nothing' }),
    );
    expect(unreachable.status).toBe(422);
    expect((await unreachable.json()).error).toBe('agency.sso.discoveryFailed');
    const other = await signedIn('admin@lusitania.example');
    const taken = await callApi(server.url, other, 'POST', '/api/agency/sso/save', settings());
    expect(taken.status).toBe(409);
  });
});

describe('signing in with the company account', () => {
  it('signs an existing agent in with a new session id, through the same sessions as the password', async () => {
    const jar = cookieJar();
    const anonymous = await (await callApi(server.url, jar, 'GET', '/api/_auth/session')).json();
    const before = await sessions();
    const { landed, session } = await signInWithProvider(
      { subject: 'andes-agent-1', email: 'agent@andes.example' },
      { jar },
    );
    expect(landed).toBe('/es/ta/sso?result=ok&mode=popup');
    expect(session).toMatchObject({ type: 'agency', role: 'agent', agencyName: 'Andes Viajes' });
    expect(session.sessionId).not.toBe(anonymous.sessionId);
    expect(await sessions()).toBe(before + 1);
    // The agency's user is now linked to the provider's subject; logout ends the session.
    await callApi(server.url, jar, 'DELETE', '/api/_auth/session');
    expect(await sessions()).toBe(before);
    expect((await (await callApi(server.url, jar, 'GET', '/api/_auth/session')).json())?.type).not.toBe(
      'agency',
    );
  });

  it('by agency code, a first sign-in of an unknown user of the domain creates an agent (the least role)', async () => {
    const { session } = await signInWithProvider(
      { subject: 'andes-new-1', email: 'Nueva.Agente@andes.example' },
      { login: 'ANDES' },
    );
    expect(session).toMatchObject({ type: 'agency', role: 'agent', name: 'Nueva.Agente' });
    const agents = await (await callApi(server.url, admin, 'POST', '/api/agency/agents', {})).json();
    expect(agents).toContainEqual(
      expect.objectContaining({ username: 'nueva.agente@andes.example', role: 'agent', active: true }),
    );
  });

  it('ends the session when the agency deactivates the user, as for a password sign-in', async () => {
    const { jar, session } = await signInWithProvider({
      subject: 'andes-new-3',
      email: 'tercera@andes.example',
    });
    expect(session?.type).toBe('agency');
    const agents = (await (await callApi(server.url, admin, 'POST', '/api/agency/agents', {})).json()) as {
      id: number;
      username: string;
      name: string;
    }[];
    const agent = agents.find((a) => a.username === 'tercera@andes.example')!;
    await callApi(server.url, admin, 'POST', '/api/agency/agents/update', {
      id: agent.id,
      name: agent.name,
      active: false,
    });
    const after = await (await callApi(server.url, jar, 'GET', '/api/_auth/session')).json();
    expect(after?.type).not.toBe('agency');
  });

  it('refuses an unknown user when the agency says so', async () => {
    await callApi(
      server.url,
      admin,
      'POST',
      '/api/agency/sso/save',
      settings({ unknownUsers: 'refuse', clientSecret: '' }),
    );
    try {
      await expectRefused(
        () => signInWithProvider({ subject: 'andes-new-2', email: 'otra@andes.example' }),
        'unknownUser',
      );
    } finally {
      await callApi(server.url, admin, 'POST', '/api/agency/sso/save', settings({ clientSecret: '' }));
    }
  });

  it('refuses a replayed state', async () => {
    const first = await signInWithProvider({ subject: 'andes-agent-1', email: 'agent@andes.example' });
    expect(first.session?.type).toBe('agency');
    const before = await sessions();
    // The same callback again, cookies and all: the state was used up.
    const attacker = cookieJar();
    const replay = await get(attacker, `/api/agency/sso/callback?${first.query}`);
    expect(replay.headers.get('location')).toBe('/en/ta/sso?result=expired&mode=redirect');
    expect((await (await callApi(server.url, attacker, 'GET', '/api/_auth/session')).json())?.type).not.toBe(
      'agency',
    );
    expect(await sessions()).toBe(before);
  });

  it('refuses a state begun in another browser', async () => {
    const jar = cookieJar();
    const start = await get(jar, '/api/agency/sso/authorize?login=agent@andes.example&mode=popup&lang=es');
    const { code, state } = await provider.authorize(start.headers.get('location')!, {
      subject: 'andes-agent-1',
      email: 'agent@andes.example',
    });
    const before = await sessions();
    const other = cookieJar();
    const back = await get(other, `/api/agency/sso/callback?${new URLSearchParams({ code, state })}`);
    expect(back.headers.get('location')).toBe('/es/ta/sso?result=expired&mode=popup');
    expect(await sessions()).toBe(before);
  });

  it('refuses a wrong nonce', () =>
    expectRefused(
      () =>
        signInWithProvider({
          subject: 'andes-agent-1',
          email: 'agent@andes.example',
          claims: { nonce: 'forged' },
        }),
      'invalidToken',
    ));

  it('refuses a wrong issuer', () =>
    expectRefused(
      () =>
        signInWithProvider({
          subject: 'andes-agent-1',
          email: 'agent@andes.example',
          claims: { iss: 'https://evil.example' },
        }),
      'invalidToken',
    ));

  it('refuses a wrong audience', () =>
    expectRefused(
      () =>
        signInWithProvider({
          subject: 'andes-agent-1',
          email: 'agent@andes.example',
          claims: { aud: 'someone-else' },
        }),
      'invalidToken',
    ));

  it('refuses an expired ID token', () =>
    expectRefused(() => {
      const past = Math.floor(Date.now() / 1000) - 3600;
      return signInWithProvider({
        subject: 'andes-agent-1',
        email: 'agent@andes.example',
        claims: { iat: past - 300, exp: past },
      });
    }, 'invalidToken'));

  it('refuses an ID token signed with a key the provider does not publish', () =>
    expectRefused(
      () =>
        signInWithProvider({ subject: 'andes-agent-1', email: 'agent@andes.example', signer: 'stranger' }),
      'invalidToken',
    ));

  it('refuses an email outside the agency’s domain', () =>
    expectRefused(
      () =>
        signInWithProvider(
          { subject: 'andes-outsider', email: 'someone@lusitania.example' },
          { login: 'agent@andes.example' },
        ),
      'wrongDomain',
    ));

  it('refuses a user the agency disabled, whatever the provider says', async () => {
    const agents = (await (await callApi(server.url, admin, 'POST', '/api/agency/agents', {})).json()) as {
      id: number;
      username: string;
      name: string;
    }[];
    const agent = agents.find((a) => a.username === 'agent@andes.example')!;
    await callApi(server.url, admin, 'POST', '/api/agency/agents/update', {
      id: agent.id,
      name: agent.name,
      active: false,
    });
    try {
      await expectRefused(
        () => signInWithProvider({ subject: 'andes-agent-1', email: 'agent@andes.example' }),
        'disabled',
      );
    } finally {
      await callApi(server.url, admin, 'POST', '/api/agency/agents/update', {
        id: agent.id,
        name: agent.name,
        active: true,
      });
    }
  });

  it('refuses when the user denied the provider’s consent', () =>
    expectRefused(
      () =>
        signInWithProvider(
          { subject: 'andes-agent-1', email: 'agent@andes.example' },
          {
            tamper: (query) => {
              query.delete('code');
              query.set('error', 'access_denied');
            },
          },
        ),
      'denied',
    ));

  it('says so when no provider serves the address', async () => {
    const response = await get(
      cookieJar(),
      '/api/agency/sso/authorize?login=x@nowhere.example&mode=redirect&lang=pt',
    );
    expect(response.headers.get('location')).toBe('/pt/ta/sso?result=notConfigured&mode=redirect');
  });
});
