import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@skybook/db';
import { callApi, cookieJar, type CookieJar } from '../testing/cookie-jar.ts';
import { startTestServer } from '../testing/test-server.ts';

let server: Awaited<ReturnType<typeof startTestServer>>;
const PASSWORD = 'Skybook-demo-2026';
const jars: Record<'adminA' | 'agentA' | 'adminB', CookieJar> = {
  adminA: cookieJar(),
  agentA: cookieJar(),
  adminB: cookieJar(),
};
const ids: Record<string, number> = {};

beforeAll(async () => {
  server = await startTestServer();
  const users = {
    adminA: 'admin@andes.example',
    agentA: 'agent@andes.example',
    adminB: 'admin@lusitania.example',
  } as const;
  for (const [who, username] of Object.entries(users) as [keyof typeof users, string][]) {
    const response = await callApi(server.url, jars[who], 'POST', '/api/login', {
      username,
      password: PASSWORD,
    });
    if (response.status !== 200) throw new Error(`sign-in of ${username} failed: ${response.status}`);
  }
  for (const user of await server.database.db.select().from(schema.agencyUsers)) ids[user.username] = user.id;
});
afterAll(() => server.close());

const api = (jar: CookieJar, path: string, body: unknown = {}) =>
  callApi(server.url, jar, 'POST', path, body);
const today = new Date().toISOString().slice(0, 10);
const monthsAgo = new Date(Date.now() - 90 * 86_400_000).toISOString().slice(0, 10);

describe('agency endpoints', () => {
  it("show the dashboard with the credit in the agency's currency and recent bookings", async () => {
    const response = await api(jars.adminA, '/api/agency/dashboard', { currency: 'EUR' });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({
      agencyName: 'Andes Viajes',
      currency: 'EUR',
      creditLimit: 2_500_000,
      alert: 'none',
    });
    // The seeded bookings on account take part of the limit (decision 014).
    expect(body.available).toBe(body.creditLimit - body.reserved - body.used);
    expect(body.reserved).toBeGreaterThan(0);
    expect(body.used).toBeGreaterThan(0);
    expect(body.recent.length).toBe(5);
    // The site's currency does not convert the agency's money.
    const usd = await (await api(jars.adminA, '/api/agency/dashboard', { currency: 'USD' })).json();
    expect(usd).toMatchObject({ currency: 'EUR', creditLimit: 2_500_000, available: body.available });
  });

  it('give an agent only their own bookings and the admin all of the agency', async () => {
    const range = { from: monthsAgo, to: today };
    const admin = await (await api(jars.adminA, '/api/agency/report', range)).json();
    const agent = await (await api(jars.agentA, '/api/agency/report', range)).json();
    expect(admin.bookings).toHaveLength(16);
    expect(agent.bookings).toHaveLength(8);
    expect(new Set(agent.bookings.map((b: { agentId: number }) => b.agentId))).toEqual(
      new Set([ids['agent@andes.example']]),
    );
    expect(admin.totals[0]).toMatchObject({ currency: 'EUR', count: 16 });
    const dashboard = await (await api(jars.agentA, '/api/agency/dashboard', { currency: 'EUR' })).json();
    expect(dashboard.creditLimit).toBe(2_500_000);
    expect(dashboard.recent.length).toBeGreaterThan(0);
    expect(dashboard.recent.every((b: { agentId: number }) => b.agentId === ids['agent@andes.example'])).toBe(
      true,
    );
    const confirmed = await (
      await api(jars.adminA, '/api/agency/report', { ...range, status: 'confirmed' })
    ).json();
    expect(confirmed.bookings.every((b: { status: string }) => b.status === 'confirmed')).toBe(true);
  });

  it('refuse agent management to agents (403)', async () => {
    expect((await api(jars.agentA, '/api/agency/agents')).status).toBe(403);
    expect(
      (
        await api(jars.agentA, '/api/agency/agents/create', {
          username: 'x@andes.example',
          name: 'Xavier',
          password: 'Long-enough-pass-1',
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await api(jars.agentA, '/api/agency/report', {
          from: monthsAgo,
          to: today,
          agentId: ids['admin@andes.example'],
        })
      ).status,
    ).toBe(403);
  });

  it("never reach another agency's data (404)", async () => {
    const agentB = ids['agent@lusitania.example']!;
    expect(
      (await api(jars.adminA, '/api/agency/agents/update', { id: agentB, name: 'Hijacked', active: false }))
        .status,
    ).toBe(404);
    expect(
      (
        await api(jars.adminA, '/api/agency/agents/reset-password', {
          id: agentB,
          password: 'Hijacked-pass-1',
        })
      ).status,
    ).toBe(404);
    expect(
      (await api(jars.adminA, '/api/agency/report', { from: monthsAgo, to: today, agentId: agentB })).status,
    ).toBe(404);
    expect(
      (await api(jars.agentA, '/api/agency/agents/update', { id: agentB, name: 'Hijacked', active: false }))
        .status,
    ).toBe(403);
    const agents = await (await api(jars.adminA, '/api/agency/agents')).json();
    expect(agents.map((a: { username: string }) => a.username).sort()).toEqual([
      'admin@andes.example',
      'agent@andes.example',
    ]);
    const [row] = await server.database.db
      .select()
      .from(schema.agencyUsers)
      .where(eq(schema.agencyUsers.id, agentB));
    expect(row).toMatchObject({ name: 'Rita Costa', active: true });
    // And B's admin sees none of A's bookings.
    const report = await (
      await api(jars.adminB, '/api/agency/report', { from: monthsAgo, to: today })
    ).json();
    expect(report.bookings.every((b: { reference: string }) => b.reference.startsWith('LU'))).toBe(true);
  });

  it('let the admin create, deactivate and reset an agent, whose sessions end', async () => {
    const created = await api(jars.adminA, '/api/agency/agents/create', {
      username: 'New.Agent@andes.example',
      name: 'Nuria Vega',
      password: 'Nuria-pass-2026',
    });
    expect(created.status).toBe(200);
    const agent = await created.json();
    expect(agent).toMatchObject({ username: 'new.agent@andes.example', role: 'agent', active: true });
    const taken = await api(jars.adminA, '/api/agency/agents/create', {
      username: 'new.agent@andes.example',
      name: 'Other',
      password: 'Nuria-pass-2026',
    });
    expect((await taken.json()).fields).toEqual({ username: 'errors.username_taken' });

    const nuria = cookieJar();
    expect(
      (
        await callApi(server.url, nuria, 'POST', '/api/login', {
          username: 'new.agent@andes.example',
          password: 'Nuria-pass-2026',
        })
      ).status,
    ).toBe(200);
    const off = await api(jars.adminA, '/api/agency/agents/update', {
      id: agent.id,
      name: 'Nuria Vega',
      active: false,
    });
    expect((await off.json()).active).toBe(false);
    expect((await api(nuria, '/api/agency/dashboard', { currency: 'EUR' })).status).toBe(401);
    expect(
      (
        await callApi(server.url, cookieJar(), 'POST', '/api/login', {
          username: 'new.agent@andes.example',
          password: 'Nuria-pass-2026',
        })
      ).status,
    ).toBe(401);

    await api(jars.adminA, '/api/agency/agents/update', { id: agent.id, name: 'Nuria Vega', active: true });
    expect(
      (
        await api(jars.adminA, '/api/agency/agents/reset-password', {
          id: agent.id,
          password: 'Nuria-reset-2026',
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await callApi(server.url, cookieJar(), 'POST', '/api/login', {
          username: 'new.agent@andes.example',
          password: 'Nuria-reset-2026',
        })
      ).status,
    ).toBe(200);
  });

  it('answer 401 to anonymous visitors', async () => {
    expect((await api(cookieJar(), '/api/agency/dashboard', { currency: 'EUR' })).status).toBe(401);
    expect((await api(cookieJar(), '/api/agency/agents')).status).toBe(401);
  });
});
