import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestDatabaseForTwo, openDatabase, rowsOf, type Database } from '@skybook/db';
import { createMailDelivery } from './mail-delivery.server.ts';
import type { Mailer } from './mailer.server.ts';
import type { MailMessage } from './mail-message.ts';
import { enqueueMail } from './mail-outbox.server.ts';

/**
 * Decision 111 across processes: two deliveries on two pools (as two servers would have) share
 * one outbox. PostgreSQL only: the embedded database always has a single process.
 */
if (!process.env['DATABASE_URL'])
  throw new Error('mail-delivery.pg.int.spec.ts needs DATABASE_URL=postgres://…');

let first: Database;
let second: Database;
let url: string;
let cleanup: () => Promise<void>;
beforeAll(async () => {
  ({ first, second, databaseUrl: url, cleanup } = await createTestDatabaseForTwo());
});
afterAll(() => cleanup());

/** A mailer that records what it was given, after a little network time. */
function recordingMailer(sent: MailMessage[], delayMs = 5): Mailer {
  return {
    async send(message) {
      await new Promise((r) => setTimeout(r, delayMs));
      sent.push(message);
      return { messageId: message.id ?? '' };
    },
  };
}

const mail = (to: string): MailMessage => ({ to, subject: `For ${to}`, text: 'Hello' });
describe('the mail outbox across two processes', () => {
  it('never sends a mail whose transaction rolled back', async () => {
    const sent: MailMessage[] = [];
    await first.db
      .transaction(async (tx) => {
        await enqueueMail(tx, mail('rolled.back@example.com'));
        throw new Error('the change failed');
      })
      .catch(() => undefined);
    const a = createMailDelivery({ db: first.db, mailer: recordingMailer(sent) });
    const b = createMailDelivery({ db: second.db, mailer: recordingMailer(sent) });
    await Promise.all([a.drain(), b.drain()]);
    expect(sent).toEqual([]);
    const [row] = await rowsOf<{ n: number }>(first.db, sql`select count(*)::int as n from outbox_mails`);
    expect(row!.n).toBe(0);
  });

  it('sends each committed mail exactly once while two deliveries race for them', async () => {
    const addresses = Array.from({ length: 40 }, (_, i) => `racer${i}@example.com`);
    await first.db.transaction(async (tx) => {
      for (const to of addresses) await enqueueMail(tx, mail(to));
    });
    const sent: MailMessage[] = [];
    const a = createMailDelivery({ db: first.db, mailer: recordingMailer(sent), batch: 3 });
    const b = createMailDelivery({ db: second.db, mailer: recordingMailer(sent), batch: 3 });
    await Promise.all([a.drain(), b.drain(), a.drain(), b.drain()]);

    expect(sent.map((m) => m.to).sort()).toEqual([...addresses].sort());
    expect(new Set(sent.map((m) => m.id)).size).toBe(addresses.length);
    const rows = await rowsOf<{ status: string; attempts: number; body: boolean }>(
      first.db,
      sql`select status, attempts, message is not null as body from outbox_mails`,
    );
    expect(rows).toHaveLength(addresses.length);
    // Sent once each, and the body (which may hold a one-time code) is gone from the table.
    expect(rows.every((r) => r.status === 'sent' && r.attempts === 1 && !r.body)).toBe(true);
  });

  it('retries a mail the mailer refused, backing off, then sends it with the same Message-ID', async () => {
    await first.db.execute(sql`delete from outbox_mails`);
    await first.db.transaction((tx) => enqueueMail(tx, mail('flaky@example.com')));
    const attempts: Array<{ at: number; id: string | undefined }> = [];
    let delivered!: () => void;
    const done = new Promise<void>((r) => (delivered = r));
    const flaky: Mailer = {
      async send(message) {
        attempts.push({ at: Date.now(), id: message.id });
        if (attempts.length < 3) throw Object.assign(new Error('451 try later'), { responseCode: 451 });
        delivered();
        return { messageId: message.id ?? '' };
      },
    };
    const failures: Array<{ code: string; attempt: number }> = [];
    const options = {
      mailer: flaky,
      pollMs: 20,
      backoffMs: 200,
      onError: (f: { code: string; attempt: number }) => failures.push(f),
    };
    const a = createMailDelivery({ db: first.db, ...options });
    const b = createMailDelivery({ db: second.db, ...options });
    a.start();
    b.start();
    await done;
    await Promise.all([a.stop(), b.stop()]);

    expect(attempts).toHaveLength(3);
    // Exponential: 200 ms after the first failure, 400 ms after the second.
    expect(attempts[1]!.at - attempts[0]!.at).toBeGreaterThanOrEqual(190);
    expect(attempts[2]!.at - attempts[1]!.at).toBeGreaterThanOrEqual(390);
    expect(new Set(attempts.map((x) => x.id)).size).toBe(1);
    expect(failures.map((f) => [f.code, f.attempt])).toEqual([
      ['451', 1],
      ['451', 2],
    ]);
    const [row] = await rowsOf<{ status: string; attempts: number }>(
      first.db,
      sql`select status, attempts from outbox_mails`,
    );
    expect(row).toEqual({ status: 'sent', attempts: 3 });
  });

  it('sends a mail again, with the same Message-ID, when the process sending it died', async () => {
    await first.db.execute(sql`delete from outbox_mails`);
    await first.db.transaction((tx) => enqueueMail(tx, mail('crash@example.com')));
    const leaseMs = 300;
    // The first process hands the mail to its SMTP server and dies before it hears back.
    const dying = await openDatabase({ databaseUrl: url });
    let handedOver!: (id: string | undefined) => void;
    const firstTry = new Promise<string | undefined>((r) => (handedOver = r));
    const doomed = createMailDelivery({
      db: dying.db,
      leaseMs,
      mailer: { send: (m) => (handedOver(m.id), new Promise(() => undefined)) },
    });
    doomed.kick();
    const firstId = await firstTry;
    const diedAt = Date.now();
    await dying.close();

    const sent: Array<{ at: number; id: string | undefined }> = [];
    let delivered!: () => void;
    const done = new Promise<void>((r) => (delivered = r));
    const heir = createMailDelivery({
      db: second.db,
      leaseMs,
      pollMs: 20,
      mailer: {
        send: async (m) => (sent.push({ at: Date.now(), id: m.id }), delivered(), { messageId: '' }),
      },
    });
    heir.start();
    await done;
    await heir.stop();
    // Not lost: sent once the lease ran out, as the same mail to a receiver that deduplicates.
    expect(sent).toHaveLength(1);
    expect(sent[0]!.at - diedAt).toBeGreaterThanOrEqual(leaseMs - 50);
    expect(sent[0]!.id).toBe(firstId);
    const [row] = await rowsOf<{ status: string; attempts: number }>(
      first.db,
      sql`select status, attempts from outbox_mails`,
    );
    expect(row).toEqual({ status: 'sent', attempts: 2 });
  });
});
