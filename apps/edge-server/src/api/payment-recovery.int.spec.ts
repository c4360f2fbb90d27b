import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '@skybook/api-contract';
import {
  createPaymentReconciler,
  createSandboxGateway,
  type ChargeQuery,
  type PaymentGateway,
} from '@skybook/orders';
import {
  dayFromToday,
  newKey,
  newVisitor,
  okAs,
  orderToPay,
  postAs,
  cardToken,
  type Visitor,
} from '../testing/bookings.ts';
import { startTestServer } from '../testing/test-server.ts';

/**
 * Decision 019: a payment whose gateway answer was lost is settled by the reconciler or by a
 * retry with its key, confirming the order or refunding the charge; keys belong to their caller
 * and live 24 hours.
 */
const sandbox = createSandboxGateway();
/** Switches: the charge's answer is lost on the way back; the gateway cannot be reached at all. */
const faults = { loseAnswer: false, unreachable: false };
const resolved: ChargeQuery[] = [];
const gateway: PaymentGateway = {
  async charge(request) {
    if (faults.unreachable) throw new Error('gateway unreachable');
    const result = await sandbox.charge(request);
    if (faults.loseAnswer) throw new Error('connection reset');
    return result;
  },
  async resolveCharge(query) {
    if (faults.unreachable) throw new Error('gateway unreachable');
    resolved.push(query);
    return sandbox.resolveCharge(query);
  },
  refund: (request) => sandbox.refund(request),
  cardOf: (token) => sandbox.cardOf(token),
};

let clock = Date.now();
let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer({
    paymentGateway: gateway,
    cardTokens: sandbox,
    now: () => new Date(clock),
    env: { PAYMENT_LEASE_MS: '1000' },
  });
});
afterAll(() => server.close());

let ips = 0;
let days = 0;
async function readyOrder(): Promise<{ visitor: Visitor; order: Order }> {
  const visitor = await newVisitor(server.url, `192.0.2.${++ips}`);
  const order = await orderToPay(server.url, visitor, { date: dayFromToday(4 + (days++ % 6)) });
  return { visitor, order };
}
const payBody = async (
  order: Order,
  card: Parameters<typeof cardToken>[1] = {},
  idempotencyKey = newKey(),
) => ({
  orderId: order.orderId,
  idempotencyKey,
  expectedTotal: order.total.amount,
  cardToken: await cardToken(server.gatewayUrl, card),
  acceptTerms: true,
});
async function pay(visitor: Visitor, body: unknown) {
  const response = await postAs(server.url, visitor, '/api/pay', body);
  return { status: response.status, body: (await response.json()) as Order & { error?: string } };
}
const attemptsOf = async (orderId: string) =>
  (
    (await server.database.db.execute(
      sql`select id::text, status, outcome from payment_attempts where order_id = ${orderId}::uuid order by created_at`,
    )) as unknown as { rows: Array<{ id: string; status: string; outcome: string | null }> }
  ).rows;
const endLeases = () =>
  server.database.db.execute(
    sql`update payment_attempts set lease_until = now() - interval '1 second' where status = 'pending'`,
  );

describe('a payment whose gateway answer was lost', () => {
  it('stays pending, then a retry with its key confirms the charge the gateway made', async () => {
    const { visitor, order } = await readyOrder();
    const body = await payBody(order);
    faults.loseAnswer = true;
    faults.unreachable = false;
    // The charge went through but its answer was lost, and asking failed too: still open.
    const lost = gateway.resolveCharge;
    gateway.resolveCharge = () => Promise.reject(new Error('gateway unreachable'));
    const first = await pay(visitor, body);
    gateway.resolveCharge = lost;
    faults.loseAnswer = false;
    expect(first).toMatchObject({ status: 409, body: { error: 'errors.payment_in_progress' } });
    expect((await attemptsOf(order.orderId)).map((a) => a.status)).toEqual(['pending']);
    // Another key cannot charge the order meanwhile.
    expect(await pay(visitor, await payBody(order))).toMatchObject({
      status: 409,
      body: { error: 'errors.payment_in_progress' },
    });
    const charges = sandbox.charges.length;
    const retried = await pay(visitor, body);
    expect(retried).toMatchObject({ status: 200, body: { status: 'CONFIRMED' } });
    expect(sandbox.charges.length).toBe(charges); // asked, not charged again
    expect((await attemptsOf(order.orderId)).map((a) => a.status)).toEqual(['approved']);
  });

  it('is refunded when the hold ran out meanwhile, and every retry says the order expired', async () => {
    const { visitor, order } = await readyOrder();
    const body = await payBody(order);
    faults.unreachable = false;
    faults.loseAnswer = true;
    const lost = gateway.resolveCharge;
    gateway.resolveCharge = () => Promise.reject(new Error('gateway unreachable'));
    expect((await pay(visitor, body)).status).toBe(409);
    gateway.resolveCharge = lost;
    faults.loseAnswer = false;
    await server.database.db.execute(
      sql`update holds set expires_at = now() - interval '1 second' where id = (select hold_id from orders where id = ${order.orderId}::uuid)`,
    );
    const refunds = sandbox.refunds.length;
    expect(await pay(visitor, body)).toMatchObject({ status: 410, body: { error: 'errors.order_expired' } });
    const [attempt] = await attemptsOf(order.orderId);
    expect(attempt).toMatchObject({ status: 'declined', outcome: 'errors.order_expired' });
    expect(sandbox.refunds.slice(refunds)).toEqual([
      expect.objectContaining({ amount: order.total.amount, currency: order.currency }),
    ]);
    expect(await pay(visitor, body)).toMatchObject({ status: 410, body: { error: 'errors.order_expired' } });
  });

  it('is settled by the reconciler once its lease is over, exactly once across two servers', async () => {
    const cut = await Promise.all([readyOrder(), readyOrder(), readyOrder()]);
    faults.unreachable = true; // neither charged nor askable: all three stay pending
    const bodies = await Promise.all(cut.map(({ order }) => payBody(order)));
    const firsts = await Promise.all(cut.map(({ visitor }, i) => pay(visitor, bodies[i])));
    expect(firsts.map((r) => r.status)).toEqual([409, 409, 409]);
    faults.unreachable = false;
    // One of them did reach the gateway before the line went down (its answer lost).
    const [charged] = await attemptsOf(cut[0]!.order.orderId);
    await sandbox.charge({
      amount: cut[0]!.order.total.amount,
      currency: cut[0]!.order.currency,
      cardToken: bodies[0]!.cardToken,
      idempotencyKey: `pay:${charged!.id}`,
    });
    const reconcilers = [1, 2].map(() =>
      createPaymentReconciler({ db: server.database.db, gateway, leaseMs: 60_000 }),
    );
    // While their requests' leases run, the attempts are theirs: the reconciler leaves them be.
    await server.database.db.execute(
      sql`update payment_attempts set lease_until = now() + interval '1 hour' where status = 'pending'`,
    );
    expect(await reconcilers[0]!.reconcile()).toEqual({ settled: 0, open: 0 });
    await endLeases();
    resolved.length = 0;
    const runs = await Promise.all(reconcilers.map((r) => r.reconcile()));
    expect(runs.reduce((n, r) => n + r.settled, 0)).toBe(3);
    expect(resolved.length).toBe(3); // each attempt asked about once
    const statuses = await Promise.all(cut.map(({ order }) => attemptsOf(order.orderId)));
    expect(statuses.map((a) => a[0]!.status)).toEqual(['approved', 'declined', 'declined']);
    // The retries get the settled answers; the voided ones pay with a new key.
    expect(await pay(cut[0]!.visitor, bodies[0])).toMatchObject({
      status: 200,
      body: { status: 'CONFIRMED' },
    });
    expect(await pay(cut[1]!.visitor, bodies[1])).toMatchObject({
      status: 402,
      body: { error: 'errors.payment_failed' },
    });
    expect(await pay(cut[1]!.visitor, await payBody(cut[1]!.order))).toMatchObject({ status: 200 });
  });
});

describe('idempotency keys', () => {
  it('belong to their caller: another visitor reusing one gets a 422, not the first one’s order', async () => {
    const { visitor, order } = await readyOrder();
    const body = await payBody(order);
    const paid = await okAs<Order>(server.url, visitor, '/api/pay', body);
    const stranger = await newVisitor(server.url, `192.0.2.${++ips}`);
    expect(await pay(stranger, body)).toMatchObject({
      status: 422,
      body: { error: 'errors.idempotency_mismatch' },
    });
    const mine = await readyOrder();
    expect(await pay(mine.visitor, await payBody(mine.order, {}, body.idempotencyKey))).toMatchObject({
      status: 422,
      body: { error: 'errors.idempotency_mismatch' },
    });
    expect(await pay(visitor, body)).toMatchObject({
      status: 200,
      body: { bookingReference: paid.bookingReference },
    });
  });

  it('answer the same for 24 hours, then start a new payment', async () => {
    const { visitor, order } = await readyOrder();
    const declined = await payBody(order, { number: '4000000000000002' });
    expect(await pay(visitor, declined)).toMatchObject({
      status: 402,
      body: { error: 'errors.card_declined' },
    });
    const charges = sandbox.charges.length;
    clock += 23 * 60 * 60 * 1000;
    expect(await pay(visitor, declined)).toMatchObject({
      status: 402,
      body: { error: 'errors.card_declined' },
    });
    const good = { ...declined, cardToken: await cardToken(server.gatewayUrl) };
    expect(await pay(visitor, good)).toMatchObject({
      status: 422,
      body: { error: 'errors.idempotency_mismatch' },
    });
    clock += 2 * 60 * 60 * 1000;
    expect(await pay(visitor, good)).toMatchObject({ status: 200, body: { status: 'CONFIRMED' } });
    expect(sandbox.charges.length).toBe(charges + 1);
    expect((await attemptsOf(order.orderId)).map((a) => a.status)).toEqual(['declined', 'approved']);
  });
});
