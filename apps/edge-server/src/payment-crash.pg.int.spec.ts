import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '@skybook/api-contract';
import { migrateDatabase, openDatabase } from '@skybook/db';
import {
  dayFromToday,
  newKey,
  newVisitor,
  orderToPay,
  postAs,
  cardToken,
  type Visitor,
} from './testing/bookings.ts';

/**
 * Issue 12, "Done when": the real server (a child process) is killed with SIGKILL while 100
 * bookings pay at once, restarted on the same database, and within 60 s no attempt is pending,
 * no order is confirmed without an approved charge, no approved charge is left without its
 * confirmed order or a refund, and every retry with its key gets the settled answer.
 *
 * PostgreSQL only, like the deployments it models: several processes share the database and
 * one of them dies. PGlite is one in-process connection that dies with its process (and its data
 * folder stays locked), so there is nothing to share; CI runs this in its PostgreSQL pass.
 */
const serverUrl = process.env['DATABASE_URL'];
// `*.pg.int.spec.ts` files are left out of the PGlite run (tools/vite/test-projects.ts), so reaching here
// without PostgreSQL is a mistake worth a loud failure, not a silent skip.
if (!/^postgres(ql)?:\/\//.test(serverUrl ?? '')) {
  throw new Error('payment-crash.pg.int.spec.ts needs DATABASE_URL=postgres://… (CI sets it)');
}

const BOOKINGS = 100;
// The gateway gets half the lease (5 s) to answer: well above its 2 s even on a loaded machine.
const LEASE_MS = 10_000;
const root = new URL('../../..', import.meta.url).pathname;

interface Payment {
  visitor: Visitor;
  body: Record<string, unknown>;
}

describe('payments cut by a crash (PostgreSQL)', () => {
  let databaseUrl: string;
  let dbName: string;
  let outboxDir: string;
  const children: ChildProcess[] = [];
  const admin = () => new pg.Client({ connectionString: serverUrl });

  beforeAll(async () => {
    dbName = `skybook_test_crash_${randomBytes(5).toString('hex')}`;
    const client = admin();
    await client.connect();
    await client.query(`create database ${dbName}`);
    await client.end();
    const url = new URL(serverUrl!);
    url.pathname = `/${dbName}`;
    databaseUrl = url.toString();
    const database = await openDatabase({ databaseUrl });
    await migrateDatabase(database);
    const { seedDemo } = await import('@skybook/tools/seed');
    await seedDemo(database.db);
    await database.close();
    outboxDir = await mkdtemp(path.join(tmpdir(), 'skybook-crash-'));
  });

  afterAll(async () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    const client = admin();
    await client.connect();
    await client.query(`drop database if exists ${dbName} with (force)`);
    await client.end();
    await rm(outboxDir, { recursive: true, force: true });
  });

  /** The real entry point from source; resolves with its URL once it serves. */
  async function startServer(): Promise<{ child: ChildProcess; url: string; gatewayUrl: string }> {
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/edge-server/src/main.ts'], {
      cwd: root,
      env: {
        PATH: process.env['PATH'] ?? '',
        NODE_ENV: 'test',
        PORT: '0',
        GATEWAY_PORT: '0',
        SERVE_APPS: '',
        LOG_LEVEL: 'warn',
        DATABASE_URL: databaseUrl,
        OUTBOX_DIR: outboxDir,
        PAYMENT_LEASE_MS: String(LEASE_MS),
        PAYMENT_RECONCILE_INTERVAL_MS: '1000',
        // A gateway taking its time, as real ones do: the kill lands while charges are in flight.
        SANDBOX_GATEWAY_LATENCY_MS: '2000',
      },
    });
    children.push(child);
    let out = '';
    child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
    // Up to 60 s: tsx compiles the server from source, slow on a loaded CI machine.
    for (let i = 0; i < 1200; i++) {
      const match = /serving (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
      const gateway = /gateway \(hosted card field\) is at (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
      if (match && gateway) return { child, url: match[1]!, gatewayUrl: gateway[1]! };
      if (child.exitCode !== null) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`the server did not start:\n${out}`);
  }

  async function count(db: pg.Client, statement: string): Promise<number> {
    const result = await db.query<{ n: number }>(statement);
    return result.rows[0]!.n;
  }

  /** A visitor of its own (address and identity) with an order ready to pay, on one of ten days. */
  async function namedOrder(base: string, i: number): Promise<{ visitor: Visitor; order: Order }> {
    const visitor = await newVisitor(base, `198.51.${Math.floor(i / 200)}.${(i % 200) + 1}`);
    return { visitor, order: await orderToPay(base, visitor, { date: dayFromToday(3 + (i % 10)) }) };
  }

  it(
    'settles every attempt after a SIGKILL, confirming or refunding, and answers every retry',
    { timeout: 180_000 },
    async () => {
      const url = new URL(serverUrl!);
      url.pathname = `/${dbName}`;
      const crashDb = new pg.Client({ connectionString: url.toString() });
      await crashDb.connect();
      try {
        const first = await startServer();
        const exited = new Promise((resolve) => first.child.once('exit', resolve));
        // Every booking runs concurrently all the way to its payment; every tenth card is refused.
        const payments: Payment[] = [];
        const bookings = Array.from({ length: BOOKINGS }, async (_, i) => {
          const { visitor, order } = await namedOrder(first.url, i);
          const card = i % 10 === 9 ? { number: '4000000000000002' } : {};
          const body = {
            orderId: order.orderId,
            idempotencyKey: newKey(),
            expectedTotal: order.total.amount,
            cardToken: await cardToken(first.gatewayUrl, card),
            acceptTerms: true,
          };
          payments.push({ visitor, body });
          return postAs(first.url, visitor, '/api/pay', body);
        });
        const settledBookings = Promise.allSettled(bookings);

        // SIGKILL while some charges went through at the gateway but their answer had not come
        // back yet, and others had not reached it: both kinds of cut payment must be settled.
        const inFlight = () =>
          crashDb.query<{ charged: number; unanswered: number }>(
            `select count(*) filter (where c.status = 'approved')::int as charged,
               count(*) filter (where c.idempotency_key is null)::int as unanswered
             from payment_attempts pa left join sandbox_gateway_charges c on c.idempotency_key = 'pay:' || pa.id
             where pa.status = 'pending'`,
          );
        let atKill = { charged: 0, unanswered: 0 };
        for (let waited = 0; waited < 60_000; waited += 50) {
          atKill = (await inFlight()).rows[0]!;
          if (atKill.charged >= 5 && atKill.unanswered >= 5) break;
          await new Promise((r) => setTimeout(r, 50));
        }
        first.child.kill('SIGKILL');
        await exited;
        await settledBookings;
        // What the kill cut, read after the process is gone (it may have moved on meanwhile).
        const cut = (await inFlight()).rows[0]!;
        expect(cut.charged, 'charges the crash kept the answer of').toBeGreaterThan(0);
        expect(cut.unanswered, 'calls the crash kept from the gateway').toBeGreaterThan(0);
        const charged = cut.charged;

        const restartedAt = Date.now();
        const second = await startServer();
        // Every payment sent before the kill is retried with its key by its visitor.
        const retries = await Promise.all(
          payments.map(async ({ visitor, body }) => {
            const response = await postAs(second.url, visitor, '/api/pay', body);
            const answer = (await response.json()) as { error?: string; status?: string };
            return { status: response.status, answer };
          }),
        );
        for (const retry of retries) {
          expect([200, 402, 410], JSON.stringify(retry)).toContain(retry.status);
          if (retry.status === 200) expect(retry.answer.status).toBe('CONFIRMED');
        }

        let pending = -1;
        while (Date.now() - restartedAt < 60_000) {
          pending = await count(
            crashDb,
            `select count(*)::int as n from payment_attempts where status = 'pending'`,
          );
          if (pending === 0) break;
          await new Promise((r) => setTimeout(r, 250));
        }
        expect(pending).toBe(0);
        expect(Date.now() - restartedAt).toBeLessThan(60_000);
        const confirmedWithoutCharge = await count(
          crashDb,
          `select count(*)::int as n from orders o where o.status = 'CONFIRMED' and not exists (
             select 1 from payment_attempts pa join sandbox_gateway_charges c
               on c.charge_id = pa.outcome and c.status = 'approved'
             where pa.order_id = o.id and pa.status = 'approved')`,
        );
        const chargedWithoutOrder = await count(
          crashDb,
          `select count(*)::int as n from sandbox_gateway_charges c where c.status = 'approved'
           and not exists (select 1 from sandbox_gateway_refunds r where r.charge_id = c.charge_id)
           and not exists (select 1 from payment_attempts pa join orders o on o.id = pa.order_id
             where pa.outcome = c.charge_id and pa.status = 'approved' and o.status = 'CONFIRMED')`,
        );
        expect({ confirmedWithoutCharge, chargedWithoutOrder }).toEqual({
          confirmedWithoutCharge: 0,
          chargedWithoutOrder: 0,
        });
        // The approved charges whose answer the crash cut became confirmed bookings.
        const confirmed = await count(
          crashDb,
          `select count(*)::int as n from orders where status = 'CONFIRMED'`,
        );
        expect(confirmed).toBeGreaterThanOrEqual(charged);
        expect(retries.filter((r) => r.status === 200).length).toBe(confirmed);
        // A payment the crash kept from the gateway was voided there: the order pays with a new key.
        const voided = retries.findIndex((r) => r.answer.error === 'errors.payment_failed');
        expect(voided).toBeGreaterThanOrEqual(0);
        const { visitor, body } = payments[voided]!;
        // With a new card token: the cut call may have spent the first one before the kill.
        const again = await postAs(second.url, visitor, '/api/pay', {
          ...body,
          idempotencyKey: newKey(),
          cardToken: await cardToken(second.gatewayUrl),
          acceptTerms: true,
        });
        expect(again.status, await again.clone().text()).toBe(200);
        second.child.kill('SIGTERM');
      } finally {
        await crashDb.end();
      }
    },
  );
});
