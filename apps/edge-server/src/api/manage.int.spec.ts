import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { formatMoney } from '@skybook/i18n';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CancelBookingResponse,
  ManageBookingResponse,
  Order,
  RefundQuote,
  RequestOtpResponse,
  SeatMapResponse,
} from '@skybook/api-contract';
import { readOutbox } from '@skybook/mail';
import { createSandboxGateway, type PaymentGateway } from '@skybook/orders';
import {
  cardToken,
  bookThroughApi,
  dayFromToday,
  newKey,
  newVisitor,
  okAs,
  postAs,
  type BookingOptions,
  type Visitor,
} from '../testing/bookings.ts';
import { startTestServer } from '../testing/test-server.ts';

const sandbox = createSandboxGateway();
let refundsFail = false;
// The sandbox, with a switch to make the gateway refuse refunds for a while.
const gateway: PaymentGateway = {
  charge: (r) => sandbox.charge(r),
  resolveCharge: (q) => sandbox.resolveCharge(q),
  refund: async (r) =>
    refundsFail ? { refunded: false, reason: 'errors.refund_failed' } : sandbox.refund(r),
  cardOf: (t) => sandbox.cardOf(t),
};

let server: Awaited<ReturnType<typeof startTestServer>>;
let outboxDir: string;
/** What the server has mailed, once its outbox has sent everything queued (decision 111). */
const sentMails = async () => (await server.drainMailOutbox(), readOutbox(outboxDir));
beforeAll(async () => {
  outboxDir = await mkdtemp(path.join(tmpdir(), 'skybook-manage-'));
  server = await startTestServer({ outboxDir, paymentGateway: gateway, cardTokens: sandbox });
});
afterAll(async () => {
  await server.close();
  await rm(outboxDir, { recursive: true, force: true });
});

let ips = 0;
const visitor = () => newVisitor(server.url, `203.0.113.${++ips}`);
const ok = <T>(v: Visitor, p: string, body: unknown) => okAs<T>(server.url, v, p, body);
const failure = async (v: Visitor, p: string, body: unknown) => {
  const response = await postAs(server.url, v, p, body);
  return {
    status: response.status,
    body: (await response.json()) as {
      error: string;
      fields?: Record<string, string>;
      details?: Record<string, unknown>;
    },
  };
};
const rows = async <T>(statement: ReturnType<typeof sql>) =>
  ((await server.database.db.execute(statement)) as unknown as { rows: T[] }).rows;

/** Booked by one visitor, then found by another one (the traveller at home), as /manage works. */
async function managed(opts: Partial<BookingOptions> = {}) {
  const order = await bookThroughApi(server, await visitor(), { date: dayFromToday(20), ...opts });
  const v = await visitor();
  await ok(v, '/api/reservation-lookup', {
    referenceCode: order.bookingReference,
    lastName: opts.lastName ?? 'Muñoz',
  });
  return { v, order, orderId: order.orderId };
}

/** The last one-time code mailed to `to` for that booking. */
async function mailedCode(reference: string, to = 'ana@example.com') {
  const mails = (await sentMails()).filter(
    (m) => m.to === to && m.subject.includes(reference) && /\b\d{6}\b/.test(m.text),
  );
  const mail = mails.at(-1);
  if (!mail) throw new Error(`no code mailed to ${to} for ${reference}`);
  return /\b(\d{6})\b/.exec(mail.text)![1]!;
}
async function codeFor(v: Visitor, order: Order, purpose: 'cancel' | 'contact' | 'documents', to?: string) {
  await ok<RequestOtpResponse>(v, '/api/manage-otp', { orderId: order.orderId, purpose });
  return mailedCode(order.bookingReference!, to);
}

describe('POST /api/manage-booking', () => {
  it('shows the booking with its history, masked contact, check-in window and cancellability', async () => {
    const { v, orderId, order } = await managed();
    const booking = await ok<ManageBookingResponse>(v, '/api/manage-booking', { orderId });
    expect(booking.order).toEqual(order);
    expect(booking.contact).toEqual({ email: 'a•••••@example.com', phone: '•••••3456' });
    // Starting the draft and naming the passengers are not changes of the booking.
    expect(booking.history.map((h) => h.type)).toEqual(['confirmed']);
    expect(booking.history[0]!.details).toMatchObject({
      bookingReference: order.bookingReference,
      amount: order.total.amount,
    });
    // Charge ids and card digits stay out of what a looked-up visitor sees.
    expect(JSON.stringify(booking.history)).not.toMatch(/sandbox_|4242|last4/);
    expect(booking).toMatchObject({ cancellable: true, checkin: { state: 'not_open' } });
  });
});

describe('booking history: committed changes only', () => {
  it('shows one seat per passenger from a draft of many clicks, and no change that lapsed or was refused', async () => {
    const owner = await visitor();
    const clicked: Record<string, string[]> = { p1: [], p2: [] };
    const order = await bookThroughApi(server, owner, {
      date: dayFromToday(20),
      adults: 3,
      family: 'classic',
      // The extras and seats step: extras changed twice, then seats clicked and replaced.
      afterOrder: async (draft) => {
        const orderId = draft.orderId;
        const flightRef = draft.flights[0]!.flightRef;
        const bag = (quantity: number) => ({
          serviceId: 'bag-checked',
          passengerRef: 'p1',
          flightRef,
          quantity,
        });
        await ok(owner, '/api/order-extras', { orderId, items: [bag(3)] });
        await ok(owner, '/api/order-extras', { orderId, items: [bag(2)] });
        const map = await ok<SeatMapResponse>(owner, '/api/seat-map', { orderId, flightRef });
        const free = map.seats.filter((s) => s.available && !s.exit).map((s) => s.seat);
        for (const [passengerRef, seats] of [
          ['p1', free.slice(0, 3)],
          ['p2', free.slice(3, 5)],
        ] as const)
          for (const seat of seats) {
            await ok(owner, '/api/order-seat', { orderId, passengerRef, flightRef, seat });
            clicked[passengerRef]!.push(seat);
          }
      },
    });
    const orderId = order.orderId;
    const flightRef = order.flights[0]!.flightRef;
    const raw = await rows<{ type: string }>(
      sql`select type from order_events where order_id = ${orderId}::uuid order by id`,
    );
    expect(raw.filter((e) => e.type === 'seat_held')).toHaveLength(5);

    const v = await visitor();
    await ok(v, '/api/reservation-lookup', { referenceCode: order.bookingReference, lastName: 'Muñoz' });
    const booked = await ok<ManageBookingResponse>(v, '/api/manage-booking', { orderId });
    expect(booked.history.map((h) => [h.type, h.details['passengerRef'], h.details['seat']])).toEqual([
      ['extras_set', undefined, undefined],
      ['seat_held', 'p1', clicked['p1']!.at(-1)],
      ['seat_held', 'p2', clicked['p2']!.at(-1)],
      ['confirmed', undefined, undefined],
    ]);
    expect(order.seats.map((s) => [s.passengerRef, s.seat])).toEqual([
      ['p1', clicked['p1']!.at(-1)],
      ['p2', clicked['p2']!.at(-1)],
    ]);

    // After booking: p3 picks a paid seat, then another, and lets the change lapse unpaid.
    const map = await ok<SeatMapResponse>(v, '/api/seat-map', { orderId, flightRef });
    const [paidA, paidB] = map.seats.filter((s) => s.available && !s.exit && s.price.amount > 0);
    for (const seat of [paidA!.seat, paidB!.seat])
      await ok<Order>(v, '/api/order-seat', { orderId, passengerRef: 'p3', flightRef, seat });
    await server.database.db.execute(
      sql`update orders set change_expires_at = now() - interval '1 second' where id = ${orderId}::uuid`,
    );
    await server.database.db.execute(
      sql`update seat_assignments set pending_until = now() - interval '1 second' where order_id = ${orderId}::uuid and pending_until is not null`,
    );
    // A new change: one more bag, refused once by the card, then paid.
    const change = await ok<Order>(v, '/api/order-extras', {
      orderId,
      items: [{ serviceId: 'bag-checked', passengerRef: 'p1', flightRef, quantity: 3 }],
    });
    expect(change.amountDue).toEqual({ amount: 3_500, currency: 'EUR' });
    const declined = await failure(v, '/api/pay', {
      orderId,
      idempotencyKey: newKey(),
      expectedTotal: 3_500,
      cardToken: await cardToken(server.gatewayUrl, { number: '4000 0000 0000 0002' }),
      acceptTerms: true,
    });
    expect(declined.status).toBe(402);
    const changeKey = newKey();
    const changePayment = {
      orderId,
      idempotencyKey: changeKey,
      expectedTotal: 3_500,
      language: 'pt',
      cardToken: await cardToken(server.gatewayUrl),
      acceptTerms: true,
    };
    const paidChange = await ok<Order>(v, '/api/pay', changePayment);
    // The traveller gets the booking as it is now and what the change cost; a retry mails nothing.
    await ok<Order>(v, '/api/pay', changePayment);
    const changeMails = (await sentMails()).filter(
      (m) => m.subject === `A sua reserva ${paidChange.bookingReference} foi alterada`,
    );
    expect(changeMails).toHaveLength(1);
    expect(changeMails[0]!.text).toContain(`Pagou ${formatMoney(3_500, 'EUR', 'pt')} pela alteração`);

    const changed = await ok<ManageBookingResponse>(v, '/api/manage-booking', { orderId });
    expect(changed.history.map((h) => h.type)).toEqual([
      'extras_set',
      'seat_held',
      'seat_held',
      'confirmed',
      'change_extras',
      'changed',
    ]);
    expect(changed.history.at(-1)!.details).toMatchObject({ round: 1, amount: 3_500, currency: 'EUR' });
    // What the history leaves out is still recorded: the clicks, the lapsed seats, the refusal.
    const all = await rows<{ type: string }>(
      sql`select type from order_events where order_id = ${orderId}::uuid order by id`,
    );
    expect(all.map((e) => e.type)).toEqual(
      expect.arrayContaining(['change_seat', 'change_lapsed', 'payment_declined']),
    );
  });
});

describe('changes after booking', () => {
  it('adds a bag as a change to pay, then pays the difference through /api/pay', async () => {
    const { v, orderId, order } = await managed({ family: 'classic' });
    const flightRef = order.flights[0]!.flightRef;
    // Classic includes one checked bag: a second one costs 35 EUR.
    const changed = await ok<Order>(v, '/api/order-extras', {
      orderId,
      items: [{ serviceId: 'bag-checked', passengerRef: 'p1', flightRef, quantity: 2 }],
    });
    expect(changed.status).toBe('CONFIRMED');
    expect(changed.amountDue).toEqual({ amount: 3_500, currency: 'EUR' });
    expect(changed.total.amount).toBe(order.total.amount + 3_500);
    expect(changed.lines.filter((l) => l.pending)).toEqual([
      {
        kind: 'extra',
        code: 'bag-checked',
        passenger: 'p1',
        flight: flightRef,
        quantity: 1,
        amount: 3_500,
        pending: true,
      },
    ]);
    expect(changed.changeExpiresAt).not.toBeNull();

    const stale = await failure(v, '/api/pay', {
      orderId,
      idempotencyKey: newKey(),
      expectedTotal: changed.total.amount,
      cardToken: await cardToken(server.gatewayUrl),
      acceptTerms: true,
    });
    expect(stale).toMatchObject({
      status: 409,
      body: { error: 'errors.price_changed', details: { total: { amount: 3_500 } } },
    });
    const charges = sandbox.charges.length;
    const key = newKey();
    const token = await cardToken(server.gatewayUrl);
    const paid = await ok<Order>(v, '/api/pay', {
      orderId,
      idempotencyKey: key,
      expectedTotal: 3_500,
      cardToken: token,
      acceptTerms: true,
    });
    expect(paid).toMatchObject({ status: 'CHANGED', amountDue: { amount: 0 }, changeExpiresAt: null });
    expect(paid.lines.some((l) => l.pending)).toBe(false);
    expect(paid.total.amount).toBe(order.total.amount + 3_500);
    expect(sandbox.charges.slice(charges)).toEqual([
      { amount: 3_500, currency: 'EUR', idempotencyKey: expect.stringMatching(/^pay:/) },
    ]);
    // The same payment again answers the same, without a second charge.
    expect(
      await ok<Order>(v, '/api/pay', {
        orderId,
        idempotencyKey: key,
        expectedTotal: 3_500,
        cardToken: token,
        acceptTerms: true,
      }),
    ).toEqual(paid);
    expect(sandbox.charges.length).toBe(charges + 1);
    // Nothing is due now; a paid bag cannot be dropped from the selection.
    expect(
      (
        await failure(v, '/api/pay', {
          orderId,
          idempotencyKey: newKey(),
          expectedTotal: 0,
          cardToken: await cardToken(server.gatewayUrl),
          acceptTerms: true,
        })
      ).body.error,
    ).toBe('errors.order_not_payable');
    const dropped = await failure(v, '/api/order-extras', { orderId, items: [] });
    expect(dropped).toMatchObject({ status: 400, body: { fields: { items: 'errors.below_booked' } } });
    const history = await ok<ManageBookingResponse>(v, '/api/manage-booking', { orderId });
    expect(history.history.map((h) => h.type).slice(-2)).toEqual(['change_extras', 'changed']);
  });

  it('holds a paid seat for the change until it lapses unpaid, then frees it', async () => {
    const { v, orderId, order } = await managed();
    const flightRef = order.flights[0]!.flightRef;
    const map = await ok<SeatMapResponse>(v, '/api/seat-map', { orderId, flightRef });
    const paidSeat = map.seats.find((s) => s.available && !s.exit && s.price.amount > 0)!;
    const pending = await ok<Order>(v, '/api/order-seat', {
      orderId,
      passengerRef: 'p1',
      flightRef,
      seat: paidSeat.seat,
    });
    expect(pending.amountDue).toEqual({ amount: paidSeat.price.amount, currency: 'EUR' });
    expect(pending.seats).toEqual([
      { passengerRef: 'p1', flightRef, seat: paidSeat.seat, category: paidSeat.category, pending: true },
    ]);
    // Meanwhile nobody else can have it.
    const other = await bookThroughApi(server, await visitor(), { date: dayFromToday(20) });
    const otherOwner = await visitor();
    await ok(otherOwner, '/api/reservation-lookup', {
      referenceCode: other.bookingReference,
      lastName: 'Muñoz',
    });
    const seatOf = (m: SeatMapResponse) => m.seats.find((s) => s.seat === paidSeat.seat)!;
    expect(
      seatOf(await ok<SeatMapResponse>(otherOwner, '/api/seat-map', { orderId: other.orderId, flightRef }))
        .available,
    ).toBe(false);

    await server.database.db.execute(
      sql`update orders set change_expires_at = now() - interval '1 second' where id = ${orderId}::uuid`,
    );
    await server.database.db.execute(
      sql`update seat_assignments set pending_until = now() - interval '1 second' where order_id = ${orderId}::uuid`,
    );
    const lapsed = await ok<Order>(v, '/api/get-order', { orderId });
    expect(lapsed).toMatchObject({
      status: 'CONFIRMED',
      amountDue: { amount: 0 },
      seats: [],
      total: order.total,
    });
    expect(
      (
        await failure(v, '/api/pay', {
          orderId,
          idempotencyKey: newKey(),
          expectedTotal: paidSeat.price.amount,
          cardToken: await cardToken(server.gatewayUrl),
          acceptTerms: true,
        })
      ).body.error,
    ).toBe('errors.order_not_payable');
    expect(
      seatOf(await ok<SeatMapResponse>(otherOwner, '/api/seat-map', { orderId: other.orderId, flightRef }))
        .available,
    ).toBe(true);
    const taken = await ok<Order>(otherOwner, '/api/order-seat', {
      orderId: other.orderId,
      passengerRef: 'p1',
      flightRef,
      seat: paidSeat.seat,
    });
    expect(taken.seats[0]).toMatchObject({ seat: paidSeat.seat, pending: true });
  });

  it('gives a free seat at once, and keeps a booked seat (no changes of it after booking)', async () => {
    const { v, orderId, order } = await managed();
    const flightRef = order.flights[0]!.flightRef;
    const map = await ok<SeatMapResponse>(v, '/api/seat-map', { orderId, flightRef });
    const [free, another] = map.seats.filter((s) => s.available && !s.exit && s.price.amount === 0);
    const seated = await ok<Order>(v, '/api/order-seat', {
      orderId,
      passengerRef: 'p1',
      flightRef,
      seat: free!.seat,
    });
    expect(seated).toMatchObject({ status: 'CONFIRMED', amountDue: { amount: 0 } });
    expect(seated.seats).toEqual([
      { passengerRef: 'p1', flightRef, seat: free!.seat, category: free!.category },
    ]);
    const change = await failure(v, '/api/order-seat', {
      orderId,
      passengerRef: 'p1',
      flightRef,
      seat: another!.seat,
    });
    expect(change).toMatchObject({ status: 409, body: { error: 'errors.seat_already_assigned' } });
  });
});

describe('cancellation', () => {
  it('quotes from the fare conditions: basic keeps all but taxes, flex refunds everything', async () => {
    const basic = await managed({ family: 'basic' });
    const taxes = basic.order.lines.filter((l) => l.code === 'taxes').reduce((s, l) => s + l.amount, 0);
    expect(await ok<RefundQuote>(basic.v, '/api/cancel-quote', { orderId: basic.orderId })).toMatchObject({
      currency: 'EUR',
      paid: basic.order.total.amount,
      refund: taxes,
      kept: basic.order.total.amount - taxes,
      journeys: [{ direction: 'outbound', family: 'basic', refundable: false, refund: taxes }],
    });
    const flex = await managed({ family: 'flex' });
    expect(await ok<RefundQuote>(flex.v, '/api/cancel-quote', { orderId: flex.orderId })).toMatchObject({
      refund: flex.order.total.amount,
      kept: 0,
    });
  });

  it('cancels with the emailed code: refund through the gateway, seats and inventory back', async () => {
    const { v, orderId, order } = await managed({ family: 'flex', adults: 2, lastName: 'Ferreira' });
    const flightRef = order.flights[0]!.flightRef;
    const map = await ok<SeatMapResponse>(v, '/api/seat-map', { orderId, flightRef });
    const seat = map.seats.find((s) => s.available && !s.exit && s.price.amount === 0)!.seat;
    await ok(v, '/api/order-seat', { orderId, passengerRef: 'p1', flightRef, seat });
    const quote = await ok<RefundQuote>(v, '/api/cancel-quote', { orderId });
    const soldBefore = await rows<{ sold: number }>(
      sql`select sold from flight_inventory where dated_flight_id = ${Number(flightRef)}`,
    );

    const sent = await ok<RequestOtpResponse>(v, '/api/manage-otp', {
      orderId,
      purpose: 'cancel',
      language: 'es',
    });
    expect(sent.sentTo).toBe('a•••••@example.com');
    const mail = (await sentMails()).filter((m) => m.subject.includes(order.bookingReference!)).at(-1)!;
    expect(mail).toMatchObject({
      to: 'ana@example.com',
      subject: `Tu código de seguridad para la reserva ${order.bookingReference}`,
    });
    expect(mail.text).toContain('cancelar tu reserva');
    const code = /\b(\d{6})\b/.exec(mail.text)![1]!;
    const stored = await rows<{ code_hash: string }>(
      sql`select code_hash from order_otps where order_id = ${orderId}::uuid`,
    );
    expect(stored[0]!.code_hash).not.toContain(code); // only a keyed hash is kept

    const wrong = code === '000000' ? '111111' : '000000';
    expect(await failure(v, '/api/cancel-booking', { orderId, otp: wrong })).toMatchObject({
      status: 400,
      body: { fields: { otp: 'errors.otp_invalid' } },
    });
    const refundsBefore = sandbox.refunds.length;
    const cancelled = await ok<CancelBookingResponse>(v, '/api/cancel-booking', {
      orderId,
      otp: code,
      language: 'es',
    });
    expect(cancelled.order.status).toBe('REFUNDED');
    // The traveller is told, in the language of the page, with the refund (decision 109).
    const cancelMails = (await sentMails()).filter(
      (m) => m.subject === `Tu reserva ${order.bookingReference} está cancelada`,
    );
    expect(cancelMails).toHaveLength(1);
    expect(cancelMails[0]!.to).toBe('ana@example.com');
    expect(cancelMails[0]!.text).toContain('Hemos reembolsado');
    expect(cancelMails[0]!.text).toContain('Vuelos cancelados');
    expect(cancelled.refund).toEqual({ amount: quote.refund, refunded: quote.refund, currency: 'EUR' });
    expect(quote.refund).toBe(order.total.amount);
    expect(sandbox.refunds.slice(refundsBefore).map((r) => r.amount)).toEqual([quote.refund]);
    expect(cancelled.order.seats).toEqual([]);
    const soldAfter = await rows<{ sold: number }>(
      sql`select sold from flight_inventory where dated_flight_id = ${Number(flightRef)}`,
    );
    expect(soldAfter[0]!.sold).toBe(soldBefore[0]!.sold - 2);
    const holdId = (
      await rows<{ id: string }>(sql`select hold_id::text as id from orders where id = ${orderId}::uuid`)
    )[0]!.id;
    // The hold is the booker's, not this visitor's (decision 052): read it as the sweeper would.
    const [hold] = await rows<{ released: boolean }>(
      sql`select released_at is not null as released from holds where id = ${holdId}::uuid`,
    );
    expect(hold!.released).toBe(true);
    // The seat is free for others again.
    const again = await ok<SeatMapResponse>(v, '/api/seat-map', { orderId, flightRef });
    expect(again.seats.find((s) => s.seat === seat)!.available).toBe(true);

    const booking = await ok<ManageBookingResponse>(v, '/api/manage-booking', { orderId });
    expect(booking.history.map((h) => h.type).slice(-2)).toEqual(['cancelled', 'refunded']);
    expect(booking.cancellable).toBe(false);
    // A used code is spent, and a refunded booking cannot be cancelled again.
    expect((await failure(v, '/api/cancel-booking', { orderId, otp: code })).body.error).toBe(
      'errors.order_not_cancellable',
    );
    expect(
      (await sentMails()).filter((m) => m.subject === `Tu reserva ${order.bookingReference} está cancelada`),
    ).toHaveLength(1);
    // The lookup still finds it, for /manage to show what happened.
    const found = await ok<{ open: boolean; status: string }>(await visitor(), '/api/reservation-lookup', {
      referenceCode: order.bookingReference,
      lastName: 'ferreira',
    });
    expect(found).toMatchObject({ open: true, status: 'REFUNDED' });
  });

  it('spends a code after 5 wrong tries, and limits code requests per booking', async () => {
    const { v, order, orderId } = await managed();
    const code = await codeFor(v, order, 'cancel');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++)
      expect((await failure(v, '/api/cancel-booking', { orderId, otp: wrong })).body.fields).toEqual({
        otp: 'errors.otp_invalid',
      });
    expect((await failure(v, '/api/cancel-booking', { orderId, otp: code })).body.fields).toEqual({
      otp: 'errors.otp_expired',
    });
    // Four more requests make five in the window; the sixth is refused.
    for (let i = 0; i < 4; i++) await ok(v, '/api/manage-otp', { orderId, purpose: 'cancel' });
    const flood = await postAs(server.url, v, '/api/manage-otp', { orderId, purpose: 'cancel' });
    expect(flood.status).toBe(429);
    expect(Number(flood.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await ok<ManageBookingResponse>(v, '/api/manage-booking', { orderId })).order.status).toBe(
      'CONFIRMED',
    );
  });

  it('keeps a cancellation whose refund the gateway refused, and refunds it when cancelled again', async () => {
    const { v, order, orderId } = await managed({ family: 'flex' });
    refundsFail = true;
    let first: CancelBookingResponse;
    try {
      first = await ok<CancelBookingResponse>(v, '/api/cancel-booking', {
        orderId,
        otp: await codeFor(v, order, 'cancel'),
      });
    } finally {
      refundsFail = false;
    }
    expect(first.order.status).toBe('CANCELLED');
    expect(first.refund).toEqual({ amount: order.total.amount, refunded: 0, currency: 'EUR' });
    const retried = await ok<CancelBookingResponse>(v, '/api/cancel-booking', {
      orderId,
      otp: await codeFor(v, order, 'cancel'),
    });
    expect(retried.order.status).toBe('REFUNDED');
    expect(retried.refund.refunded).toBe(order.total.amount);
    const history = (await ok<ManageBookingResponse>(v, '/api/manage-booking', { orderId })).history.map(
      (h) => h.type,
    );
    expect(history.slice(-3)).toEqual(['cancelled', 'refund_failed', 'refunded']);
    const sold = await rows<{ n: number }>(
      sql`select count(*)::int as n from refunds where order_id = ${orderId}::uuid`,
    );
    expect(sold[0]!.n).toBe(1);
  });
});

describe('POST /api/manage-contact', () => {
  it('changes the contact with a code sent to the current address; later codes go to the new one', async () => {
    const { v, order, orderId } = await managed();
    const contact = { email: 'new.address@example.org', phone: '+351912345678' };
    const noCode = await failure(v, '/api/manage-contact', { orderId, contact });
    expect(noCode).toMatchObject({ status: 400, body: { fields: { otp: 'errors.required' } } });
    const invalid = await failure(v, '/api/manage-contact', {
      orderId,
      contact: { email: 'nope', phone: '12' },
      otp: '123456',
    });
    expect(invalid.body.fields).toMatchObject({
      'contact.email': 'errors.invalid_email',
      'contact.phone': 'errors.invalid_phone',
    });
    const updated = await ok<ManageBookingResponse>(v, '/api/manage-contact', {
      orderId,
      contact,
      otp: await codeFor(v, order, 'contact'),
    });
    expect(updated.contact).toEqual({ email: 'n•••••@example.org', phone: '•••••5678' });
    expect(updated.history.at(-1)).toMatchObject({ type: 'contact_updated' });
    const sent = await ok<RequestOtpResponse>(v, '/api/manage-otp', { orderId, purpose: 'cancel' });
    expect(sent.sentTo).toBe('n•••••@example.org');
    await mailedCode(order.bookingReference!, 'new.address@example.org');
  });
});

describe('bad input', () => {
  it('is always a 4xx with a key, never a 5xx', async () => {
    const { v, orderId } = await managed();
    const cases: Array<[string, unknown]> = [
      ['/api/manage-booking', { orderId: 'x' }],
      ['/api/manage-booking', { orderId: crypto.randomUUID() }],
      ['/api/manage-otp', { orderId, purpose: 'everything' }],
      ['/api/manage-contact', { orderId, contact: {}, otp: '1' }],
      ['/api/cancel-booking', { orderId, otp: 'abcdef' }],
      ['/api/cancel-booking', { orderId }],
      ['/api/checkin', {}],
      ['/api/checkin-documents', { orderId, documents: [] }],
      ['/api/checkin-documents', { orderId, documents: [{ passengerRef: 'p1', type: 'visa' }] }],
      ['/api/checkin-complete', { orderId, passengerRefs: ['p9'] }],
      ['/api/checkin-seat', { orderId, passengerRef: 'p1', flightRef: 'x', seat: '1A' }],
      ['/api/boarding-passes', { orderId }],
      ['/api/reservation-lookup', { referenceCode: 'A'.repeat(40), lastName: 'x' }],
    ];
    for (const [p, body] of cases) {
      const { status, body: answer } = await failure(v, p, body);
      expect({ p, status, keyed: /^(errors|reservation|checkin|validations)\./.test(answer.error) }).toEqual({
        p,
        status: expect.toSatisfy((s: number) => s >= 400 && s < 500) as number,
        keyed: true,
      });
    }
  });
});
