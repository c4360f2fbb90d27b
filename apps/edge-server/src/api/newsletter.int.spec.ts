import { mkdtemp, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@skybook/db';
import { readOutbox } from '@skybook/mail';
import { startTestServer } from '../testing/test-server.ts';

let server: Awaited<ReturnType<typeof startTestServer>>;
let outboxDir: string;
/** What the server has mailed, once its outbox has sent everything queued (decision 111). */
const sentMails = async () => (await server.drainMailOutbox(), readOutbox(outboxDir));
beforeAll(async () => {
  outboxDir = await mkdtemp(path.join(tmpdir(), 'skybook-newsletter-'));
  server = await startTestServer({ outboxDir });
});
afterAll(async () => {
  await server.close();
  await rm(outboxDir, { recursive: true, force: true });
});

const subscribe = (body: unknown) =>
  fetch(`${server.url}/api/newsletter`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

/** fetch() may not set `Host`; the region comes from it, so this one goes through node:http. */
const subscribeOnHost = (body: unknown, host: string) =>
  new Promise<{ status: number; json: unknown }>((resolve, reject) => {
    const req = request(
      `${server.url}/api/newsletter`,
      { method: 'POST', headers: { 'content-type': 'application/json', host } },
      (res) => {
        let data = '';
        res.on('data', (chunk: Buffer) => (data += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, json: JSON.parse(data) }));
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
const rowsFor = (email: string) =>
  server.database.db
    .select()
    .from(schema.newsletterSubscribers)
    .where(eq(sql`lower(${schema.newsletterSubscribers.email})`, email.toLowerCase()));
const mailsTo = async (email: string) => (await sentMails()).filter((m) => m.to === email);

describe('POST /api/newsletter', () => {
  it('stores a pending sign-up for the request domain and mails the confirmation link in their language', async () => {
    const response = await subscribe({ name: '  Ana Pérez ', email: 'ana@example.com', language: 'es' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'confirmation_sent' });

    const [row, ...others] = await rowsFor('ana@example.com');
    expect(others).toEqual([]);
    expect(row).toMatchObject({ domainId: 1, name: 'Ana Pérez', language: 'es', unsubscribedAt: null });
    expect(row!.consentedAt).toBeInstanceOf(Date);
    expect(row!.confirmationSentAt).toBeInstanceOf(Date);
    // Not on the list until the link is followed (double opt-in).
    expect(row!.confirmedAt).toBeNull();

    const [mail, ...more] = await mailsTo('ana@example.com');
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('Confirma tu suscripción a nuestro boletín de ofertas');
    expect(mail!.text).toContain('Hola Ana Pérez:');
    expect(mail!.text).toContain(`/newsletter/confirm?token=${row!.token}`);
    expect(mail!.text).toContain(`/newsletter/unsubscribe?token=${row!.token}`);
    expect(mail!.headers?.['List-Unsubscribe']).toContain(row!.token);
  });

  it('confirms only on the button: opening the link asks, the POST confirms, idempotently', async () => {
    await subscribe({ name: 'Bruno', email: 'bruno@example.com', language: 'pt' });
    const [mail] = await mailsTo('bruno@example.com');
    const link = new URL(mail!.text.match(/https?:\/\/\S+\/newsletter\/confirm\?token=\S+/)![0]);
    const local = `${server.url}${link.pathname}${link.search}&lang=pt`;

    // A mail scanner that follows the link confirms nothing.
    const asked = await fetch(local);
    expect(asked.status).toBe(200);
    const page = await asked.text();
    expect(page).toContain('<form method="post">');
    expect(page).toContain('Confirmar a minha subscrição');
    expect((await rowsFor('bruno@example.com'))[0]!.confirmedAt).toBeNull();

    const confirmed = await fetch(local, { method: 'POST' });
    expect(confirmed.status).toBe(200);
    expect(await confirmed.text()).toContain('A sua subscrição está confirmada');
    const [row] = await rowsFor('bruno@example.com');
    expect(row!.confirmedAt).toBeInstanceOf(Date);
    await fetch(local, { method: 'POST' });
    expect((await rowsFor('bruno@example.com'))[0]!.confirmedAt).toEqual(row!.confirmedAt);

    // Now on the list: signing up again (in another case) answers so and sends nothing.
    const again = await subscribe({ name: 'Bruno Silva', email: 'BRUNO@Example.com', language: 'en' });
    expect(await again.json()).toEqual({ status: 'already_subscribed' });
    expect(await rowsFor('bruno@example.com')).toHaveLength(1);
    expect(await mailsTo('bruno@example.com')).toHaveLength(1);
  });

  it('sends a pending address its link again only after 10 minutes, and refuses unknown tokens', async () => {
    await subscribe({ name: 'Fabio', email: 'fabio@example.com', language: 'en' });
    const again = await subscribe({ name: 'Fabio', email: 'fabio@example.com', language: 'en' });
    expect(await again.json()).toEqual({ status: 'confirmation_sent' });
    expect(await mailsTo('fabio@example.com')).toHaveLength(1);
    await server.database.db
      .update(schema.newsletterSubscribers)
      .set({ confirmationSentAt: new Date(Date.now() - 11 * 60_000) })
      .where(eq(schema.newsletterSubscribers.email, 'fabio@example.com'));
    await subscribe({ name: 'Fabio', email: 'fabio@example.com', language: 'en' });
    expect(await mailsTo('fabio@example.com')).toHaveLength(2);
    expect((await rowsFor('fabio@example.com'))[0]!.confirmedAt).toBeNull();

    const unknown = await fetch(`${server.url}/newsletter/confirm?token=nope`, { method: 'POST' });
    expect(unknown.status).toBe(404);
    expect((await fetch(`${server.url}/newsletter/confirm`, { method: 'POST' })).status).toBe(400);
  });

  it('keeps one list per domain: the same email on another region is a new subscriber', async () => {
    await subscribe({ name: 'Carla', email: 'carla@example.com', language: 'en' });
    const elsewhere = await subscribeOnHost(
      { name: 'Carla', email: 'carla@example.com', language: 'pt' },
      'pt.localhost',
    );
    expect(elsewhere).toEqual({ status: 200, json: { status: 'confirmation_sent' } });
    expect((await rowsFor('carla@example.com')).map((r) => r.domainId).sort()).toEqual([1, 5]);
  });

  it.each([
    [
      'a short name',
      { name: ' Al ', email: 'al@example.com', language: 'en' },
      { name: 'errors.invalid_name' },
    ],
    [
      'a bad email',
      { name: 'Alice', email: 'alice@example', language: 'en' },
      { email: 'errors.invalid_email' },
    ],
    [
      'both',
      { name: '', email: 'nope', language: 'en' },
      { name: 'errors.invalid_name', email: 'errors.invalid_email' },
    ],
    [
      'an unknown language',
      { name: 'Alice', email: 'alice@example.com', language: 'fr' },
      { language: 'errors.invalid_language' },
    ],
  ])('rejects %s with 400 and the field key, storing nothing', async (_case, body, fields) => {
    const response = await subscribe(body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'errors.validation', fields });
    expect(await rowsFor(String(body.email))).toEqual([]);
  });
});

describe('sign-ups per client address (decision 112)', () => {
  it('answers 429 errors.rate_limited with Retry-After past 10 an hour, storing and mailing nothing', async () => {
    const from = (ip: string, email: string) =>
      fetch(`${server.url}/api/newsletter`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
        body: JSON.stringify({ name: 'Rita', email, language: 'en' }),
      });
    for (let i = 0; i < 10; i++)
      expect((await from('198.51.100.20', `rita${i}@example.com`)).status).toBe(200);
    const refused = await from('198.51.100.20', 'rita-extra@example.com');
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ error: 'errors.rate_limited' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3500);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(3600);
    expect(await rowsFor('rita-extra@example.com')).toEqual([]);
    expect(await mailsTo('rita-extra@example.com')).toEqual([]);
    // Another address has its own count.
    expect((await from('198.51.100.21', 'rita-extra@example.com')).status).toBe(200);
  });
});

describe('GET /newsletter/unsubscribe', () => {
  it('opts the subscriber out from the mail link, idempotently, and a new sign-up subscribes again', async () => {
    await subscribe({ name: 'Diego', email: 'diego@example.com', language: 'es' });
    const [mail] = await mailsTo('diego@example.com');
    const link = mail!.text.match(/https?:\/\/\S+\/newsletter\/unsubscribe\?token=\S+/)![0];
    const local = `${server.url}${new URL(link).pathname}${new URL(link).search}`;

    const first = await fetch(local);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toContain('text/html');
    const html = await first.text();
    expect(html).toContain('<html lang="es-AR"');
    expect(html).toContain('Te diste de baja');
    expect(html).toContain('<a href="/es">Ir a la página de inicio</a>');
    expect(html).not.toContain('unsubscribed');
    const [row] = await rowsFor('diego@example.com');
    expect(row!.unsubscribedAt).toBeInstanceOf(Date);

    const second = await fetch(local);
    expect(second.status).toBe(200);
    const [same] = await rowsFor('diego@example.com');
    expect(same!.unsubscribedAt).toEqual(row!.unsubscribedAt);

    // A confirmation link cannot put an unsubscribed address back on the list.
    const confirmLink = new URL(mail!.text.match(/https?:\/\/\S+\/newsletter\/confirm\?token=\S+/)![0]);
    const stale = await fetch(`${server.url}${confirmLink.pathname}${confirmLink.search}`, {
      method: 'POST',
    });
    expect(stale.status).toBe(404);

    const back = await subscribe({ name: 'Diego', email: 'diego@example.com', language: 'es' });
    expect(await back.json()).toEqual({ status: 'confirmation_sent' });
    const [again] = await rowsFor('diego@example.com');
    expect(again!.unsubscribedAt).toBeNull();
    expect(again!.confirmedAt).toBeNull();
    expect(await mailsTo('diego@example.com')).toHaveLength(2);
  });

  it('answers 404 for an unknown token and 400 without one, changing nothing', async () => {
    const unknown = await fetch(`${server.url}/newsletter/unsubscribe?token=not-a-token&lang=pt`);
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('não é válida');
    expect((await fetch(`${server.url}/newsletter/unsubscribe`)).status).toBe(400);
    const active = await server.database.db
      .select()
      .from(schema.newsletterSubscribers)
      .where(and(eq(schema.newsletterSubscribers.email, 'ana@example.com')));
    expect(active[0]?.unsubscribedAt ?? null).toBeNull();
  });
});

describe('when the mail cannot be sent', () => {
  it('keeps the pending sign-up, answers confirmation_sent and keeps the mail queued for a retry', async () => {
    const failing = await startTestServer({
      mailer: {
        send: async () => {
          throw new Error('SMTP down');
        },
      },
    });
    try {
      const response = await fetch(`${failing.url}/api/newsletter`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Eva', email: 'eva@example.com', language: 'en' }),
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ status: 'confirmation_sent' });
      const [row] = await failing.database.db
        .select()
        .from(schema.newsletterSubscribers)
        .where(eq(schema.newsletterSubscribers.email, 'eva@example.com'));
      expect(row).toMatchObject({ name: 'Eva' });
      // Tried once, failed, and waiting for its retry (decision 111): not lost, not given up.
      await failing.drainMailOutbox();
      const [queued] = await failing.database.db
        .select({ status: schema.outboxMails.status, attempts: schema.outboxMails.attempts })
        .from(schema.outboxMails);
      expect(queued).toEqual({ status: 'pending', attempts: 1 });
    } finally {
      await failing.close();
    }
  });
});

describe('GET /api/openapi.json', () => {
  it('documents the newsletter and claims calls from their schemas', async () => {
    const doc = await (await fetch(`${server.url}/api/openapi.json`)).json();
    expect(doc.paths['/api/newsletter'].post.operationId).toBe('subscribeNewsletter');
    expect(doc.paths['/api/newsletter'].post.requestBody.content['application/json'].schema.required).toEqual(
      ['name', 'email', 'language'],
    );
    expect(doc.paths['/api/claims'].post.operationId).toBe('submitClaim');
  });
});
