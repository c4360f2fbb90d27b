import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@skybook/db';
import { readOutbox } from '@skybook/mail';
import { startTestServer } from '../testing/test-server.ts';

let server: Awaited<ReturnType<typeof startTestServer>>;
let outboxDir: string;
/** What the server has mailed, once its outbox has sent everything queued (decision 111). */
const sentMails = async () => (await server.drainMailOutbox(), readOutbox(outboxDir));
beforeAll(async () => {
  outboxDir = await mkdtemp(path.join(tmpdir(), 'skybook-claims-'));
  server = await startTestServer({ outboxDir });
});
afterAll(async () => {
  await server.close();
  await rm(outboxDir, { recursive: true, force: true });
});

const claim = {
  name: 'Ana Pérez',
  email: 'ana.claims@example.com',
  phone: '+34 600 123 456',
  documentId: '',
  type: 'complaint',
  description: 'The check-in desk in Madrid opened an hour late.',
  bookingReference: 'ab12cd',
  language: 'es',
};
const submit = (body: unknown) =>
  fetch(`${server.url}/api/claims`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('POST /api/claims', () => {
  it('files the claim with a numbered receipt and mails the receipt in the customer language', async () => {
    const response = await submit(claim);
    expect(response.status).toBe(200);
    const body = await response.json();
    const year = new Date().getUTCFullYear();
    expect(body.receipt).toMatch(new RegExp(`^R-${year}-\\d{6}$`));

    const [row] = await server.database.db
      .select()
      .from(schema.claims)
      .where(eq(schema.claims.receipt, body.receipt));
    expect(row).toMatchObject({
      domainId: 1,
      type: 'complaint',
      bookingReference: 'AB12CD',
      documentId: null,
      language: 'es',
    });
    expect(row!.receiptSentAt).toBeInstanceOf(Date);
    expect(new Date(body.createdAt).getTime()).toBe(row!.createdAt.getTime());

    const mails = (await sentMails()).filter((m) => m.to === claim.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Recibimos tu solicitud ${body.receipt}`);
    expect(mails[0]!.text).toContain('Recibimos tu queja');
  });

  it('gives every claim its own receipt, in order', async () => {
    const receipts: string[] = [];
    for (const language of ['en', 'pt', 'en']) {
      receipts.push((await (await submit({ ...claim, language, bookingReference: '' })).json()).receipt);
    }
    expect(new Set(receipts).size).toBe(3);
    expect([...receipts].sort()).toEqual(receipts);
    const mail = (await sentMails()).find((m) => m.subject.includes(receipts[1]!));
    expect(mail!.subject).toBe(`Recebemos o seu pedido ${receipts[1]}`);
  });

  it('rejects bad input with 400 and a key per field, storing nothing', async () => {
    const before = await server.database.db.select().from(schema.claims);
    const response = await submit({
      ...claim,
      name: 'A',
      phone: 'call me',
      type: 'praise',
      description: 'short',
      bookingReference: 'TOO-LONG',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: 'errors.validation',
      fields: {
        name: 'errors.invalid_name',
        phone: 'errors.invalid_phone',
        type: 'errors.invalid_claim_type',
        description: 'errors.description_too_short',
        bookingReference: 'errors.invalid_booking_reference',
      },
    });
    expect(await server.database.db.select().from(schema.claims)).toHaveLength(before.length);
  });

  it('answers 429 errors.rate_limited with Retry-After past 5 claims an hour per client address (decision 112)', async () => {
    const from = (ip: string) =>
      fetch(`${server.url}/api/claims`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
        body: JSON.stringify({ ...claim, bookingReference: '' }),
      });
    for (let i = 0; i < 5; i++) expect((await from('198.51.100.30')).status).toBe(200);
    const before = await server.database.db.select().from(schema.claims);
    const refused = await from('198.51.100.30');
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ error: 'errors.rate_limited' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3500);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(3600);
    expect(await server.database.db.select().from(schema.claims)).toHaveLength(before.length);
    expect((await from('198.51.100.31')).status).toBe(200);
  });
});
