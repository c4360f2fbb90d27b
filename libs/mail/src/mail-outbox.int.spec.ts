import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestDatabase, rowsOf, type Database } from '@skybook/db';
import { createMailDelivery } from './mail-delivery.server.ts';
import { createMailer, type Mailer } from './mailer.server.ts';
import type { MailMessage } from './mail-message.ts';
import { enqueueMail, mailQueueDepth, pruneOutbox, releaseMail } from './mail-outbox.server.ts';
import { readOutbox } from './outbox.server.ts';

let database: Database;
let cleanup: () => Promise<void>;
beforeAll(async () => {
  ({ database, cleanup } = await createTestDatabase());
});
afterAll(() => cleanup());
beforeEach(() => database.db.execute(sql`delete from outbox_mails`));

const mail = (to: string, text = 'Hello'): MailMessage => ({ to, subject: `For ${to}`, text });
const recording = (sent: MailMessage[]): Mailer => ({
  send: async (m) => (sent.push(m), { messageId: m.id ?? '' }),
});
const rows = () =>
  rowsOf<{ status: string; attempts: number; body: boolean }>(
    database.db,
    sql`select status, attempts, message is not null as body from outbox_mails order by created_at`,
  );

describe('the mail outbox (decision 111)', () => {
  it('sends what committed with its change, once, and nothing of a change that rolled back', async () => {
    await database.db
      .transaction(async (tx) => {
        await enqueueMail(tx, mail('lost@example.com'));
        throw new Error('the change failed');
      })
      .catch(() => undefined);
    await database.db.transaction((tx) => enqueueMail(tx, mail('kept@example.com')));
    expect(await mailQueueDepth(database.db)).toBe(1);
    const sent: MailMessage[] = [];
    const delivery = createMailDelivery({ db: database.db, mailer: recording(sent) });
    await delivery.drain();
    await delivery.drain();
    expect(sent.map((m) => m.to)).toEqual(['kept@example.com']);
    expect(await rows()).toEqual([{ status: 'sent', attempts: 1, body: false }]);
    expect(await mailQueueDepth(database.db)).toBe(0);
  });

  it('keeps a failed mail for a retry, and gives it up (dropping its body) after the last attempt', async () => {
    await database.db.transaction((tx) => enqueueMail(tx, mail('bounce@example.com')));
    const failures: Array<{ attempt: number; gaveUp: boolean; code: string }> = [];
    const delivery = createMailDelivery({
      db: database.db,
      mailer: {
        send: () =>
          Promise.reject(Object.assign(new Error('550 <bounce@example.com>'), { responseCode: 550 })),
      },
      backoffMs: 60_000,
      maxAttempts: 2,
      onError: (f) => failures.push(f),
    });
    await delivery.drain();
    expect(await rows()).toEqual([{ status: 'pending', attempts: 1, body: true }]);
    const [retry] = await rowsOf<{ in_s: number }>(
      database.db,
      sql`select extract(epoch from run_after - now())::float8 as in_s from outbox_mails`,
    );
    expect(retry!.in_s).toBeGreaterThan(55);
    // Not due yet: nothing is tried. Then, as if the minute had passed, the last attempt.
    await delivery.drain();
    expect(await rows()).toEqual([{ status: 'pending', attempts: 1, body: true }]);
    await database.db.execute(sql`update outbox_mails set run_after = now()`);
    await delivery.drain();
    expect(await rows()).toEqual([{ status: 'failed', attempts: 2, body: false }]);
    // What reaches the logs is a code, never the address the server's answer quoted.
    expect(failures.map(({ attempt, gaveUp, code }) => [attempt, gaveUp, code])).toEqual([
      [1, false, '550'],
      [2, true, '550'],
    ]);
    expect(JSON.stringify(failures)).not.toContain('bounce@');
    const [last] = await rowsOf<{ last_error: string }>(
      database.db,
      sql`select last_error from outbox_mails`,
    );
    expect(last!.last_error).toBe('550');
  });

  it('drops a mail unsent once it has expired (a lapsed one-time code)', async () => {
    await database.db.transaction((tx) =>
      enqueueMail(tx, mail('late@example.com', 'Your code 123456'), {
        expiresAt: new Date(Date.now() - 1000),
      }),
    );
    const sent: MailMessage[] = [];
    await createMailDelivery({ db: database.db, mailer: recording(sent) }).drain();
    expect(sent).toEqual([]);
    expect(await pruneOutbox(database.db)).toBe(1);
    expect(await rows()).toEqual([]);
  });

  it('holds a mail back until it is released, rewritten, in a later transaction', async () => {
    const { id } = await database.db.transaction((tx) =>
      enqueueMail(tx, mail('cancel@example.com', 'Refund pending'), { holdMs: 60_000 }),
    );
    const sent: MailMessage[] = [];
    const delivery = createMailDelivery({ db: database.db, mailer: recording(sent) });
    await delivery.drain();
    expect(sent).toEqual([]);
    await database.db.transaction((tx) => releaseMail(tx, id, mail('cancel@example.com', 'Refunded')));
    await delivery.drain();
    expect(sent.map((m) => m.text)).toEqual(['Refunded']);
  });

  it('gives every attempt of a mail the same Message-ID, from the mail id and the From domain', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'skybook-outbox-'));
    try {
      const { id } = await database.db.transaction((tx) => enqueueMail(tx, mail('ana@example.com')));
      const mailer = createMailer({ from: 'Skybook Air <no-reply@skybook.example>', outboxDir: dir });
      await createMailDelivery({ db: database.db, mailer }).drain();
      const [file] = await readOutbox(dir);
      expect(file!.messageId).toBe(`<${id}@skybook.example>`);
      expect(await readFile(file!.emlFile, 'utf8')).toMatch(
        new RegExp(`^Message-ID: <${id}@skybook\\.example>$`, 'm'),
      );
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
