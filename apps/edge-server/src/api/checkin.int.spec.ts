import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  BoardingPass,
  CheckinView,
  ManageBookingResponse,
  Order,
  ReservationLookupResponse,
} from '@skybook/api-contract';
import { readOutbox } from '@skybook/mail';
import { bookThroughApi, dayFromToday, newVisitor, okAs, postAs, type Visitor } from '../testing/bookings.ts';
import { pdfText } from '../testing/pdf-text.ts';
import { startTestServer } from '../testing/test-server.ts';
import { TEST_SECRETS } from '../secrets.ts';
import { documentCipher } from '@skybook/departure-control';

let server: Awaited<ReturnType<typeof startTestServer>>;
let outboxDir: string;
/** What the server has mailed, once its outbox has sent everything queued (decision 111). */
const sentMails = async () => (await server.drainMailOutbox(), readOutbox(outboxDir));
// The check-in window is judged on this clock; a test moves it and puts it back.
let clockShift = 0;
beforeAll(async () => {
  outboxDir = await mkdtemp(path.join(tmpdir(), 'skybook-checkin-'));
  server = await startTestServer({ outboxDir, now: () => new Date(Date.now() + clockShift) });
});
afterAll(async () => {
  await server.close();
  await rm(outboxDir, { recursive: true, force: true });
});

let ips = 0;
/** A visitor from a client address of its own, so rate limits of one test never reach another. */
const visitor = () => newVisitor(server.url, `198.51.100.${++ips}`);
const post = (v: Visitor, p: string, body: unknown) => postAs(server.url, v, p, body);
const ok = <T>(v: Visitor, p: string, body: unknown) => okAs<T>(server.url, v, p, body);
const failure = async (v: Visitor, p: string, body: unknown) => {
  const response = await post(v, p, body);
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    body: (await response.json()) as {
      error: string;
      fields?: Record<string, string>;
      details?: Record<string, unknown>;
      requestId?: string;
    },
  };
};
const rows = async <T>(statement: ReturnType<typeof sql>) =>
  ((await server.database.db.execute(statement)) as unknown as { rows: T[] }).rows;
const lookup = (v: Visitor, referenceCode: string, lastName: string) =>
  post(v, '/api/reservation-lookup', { referenceCode, lastName });
const document = (passengerRef: string, over: Record<string, string> = {}) => ({
  passengerRef,
  type: 'passport',
  number: 'X1234567',
  expiryDate: dayFromToday(3000),
  nationality: 'ES',
  dateOfBirth: '1990-05-17',
  ...over,
});

describe('POST /api/reservation-lookup', () => {
  it('finds a booking by reference and any passenger’s last name, ignoring case and accents', async () => {
    const owner = await visitor();
    const order = await bookThroughApi(server, owner, { date: dayFromToday(30), lastName: 'Muñoz' });
    const ref = order.bookingReference!;
    for (const [reference, name] of [
      [ref, 'Muñoz'],
      [ref.toLowerCase(), 'MUNOZ'],
      [` ${ref} `, ' muñoz '],
    ] as const) {
      const response = await lookup(await visitor(), reference, name);
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({
        kind: 'local',
        open: true,
        orderId: order.orderId,
        referenceCode: ref,
        status: 'CONFIRMED',
        checkin: { state: 'not_open' },
      });
    }
  });

  it('routes a booking inside its check-in window to check-in (open: false)', async () => {
    const order = await bookThroughApi(server, await visitor(), { date: dayFromToday(1) });
    const found = await ok<ReservationLookupResponse>(await visitor(), '/api/reservation-lookup', {
      referenceCode: order.bookingReference,
      lastName: 'munoz',
    });
    expect(found).toMatchObject({ open: false, checkin: { state: 'open' } });
  });

  it('answers "no such reference" and "wrong name" identically', async () => {
    const order = await bookThroughApi(server, await visitor(), {
      date: dayFromToday(30),
      lastName: 'Silva',
    });
    const wrongName = await failure(await visitor(), '/api/reservation-lookup', {
      referenceCode: order.bookingReference,
      lastName: 'Smith',
    });
    const noSuchRef = await failure(await visitor(), '/api/reservation-lookup', {
      referenceCode: order.bookingReference === 'ZZZZZ9' ? 'ZZZZZ8' : 'ZZZZZ9',
      lastName: 'Silva',
    });
    const strip = (b: { requestId?: string }) => ({ ...b, requestId: undefined });
    expect(wrongName.status).toBe(404);
    expect(noSuchRef.status).toBe(404);
    expect(strip(wrongName.body)).toEqual({ error: 'reservation.not_found' });
    expect(strip(noSuchRef.body)).toEqual(strip(wrongName.body));
  });

  it('requires both fields after trimming, with validations.requiredField', async () => {
    const empty = await failure(await visitor(), '/api/reservation-lookup', {
      referenceCode: '  ',
      lastName: '',
    });
    expect(empty).toMatchObject({
      status: 400,
      body: {
        error: 'errors.validation',
        fields: { referenceCode: 'validations.requiredField', lastName: 'validations.requiredField' },
      },
    });
    const missing = await failure(await visitor(), '/api/reservation-lookup', { lastName: 'Silva' });
    expect(missing.body.fields).toEqual({ referenceCode: 'validations.requiredField' });
  });

  it('answers 429 with Retry-After after 30 failed lookups from one client, and only to that client', async () => {
    const attacker = await visitor();
    for (let i = 0; i < 30; i++) {
      // A different reference each time: the per-reference limit is not what is tested here.
      const response = await lookup(attacker, `Q${String(i).padStart(5, '0')}`, 'Nobody');
      expect(response.status, `attempt ${i + 1}`).toBe(404);
    }
    const blocked = await failure(attacker, '/api/reservation-lookup', {
      referenceCode: 'QQQQQQ',
      lastName: 'Nobody',
    });
    expect(blocked.status).toBe(429);
    expect(blocked.body.error).toBe('errors.rate_limited');
    expect(Number(blocked.retryAfter)).toBeGreaterThan(800);
    expect(Number(blocked.retryAfter)).toBeLessThanOrEqual(900);
    // Another client is not affected.
    expect((await lookup(await visitor(), 'QQQQQQ', 'Nobody')).status).toBe(404);
  });

  it('does not count successful lookups, limits failed ones per client and reference, and never locks out the traveller', async () => {
    const order = await bookThroughApi(server, await visitor(), {
      date: dayFromToday(30),
      lastName: 'Costa',
    });
    const ref = order.bookingReference!;
    const traveller = await visitor();
    for (let i = 0; i < 40; i++) expect((await lookup(traveller, ref, 'Costa')).status).toBe(200);
    // Ten guesses at one reference from one address lock that reference for that address only…
    const guesser = await visitor();
    for (let i = 0; i < 10; i++) expect((await lookup(guesser, ref, `Guess${i}`)).status).toBe(404);
    const locked = await failure(guesser, '/api/reservation-lookup', {
      referenceCode: ref,
      lastName: 'Costa',
    });
    expect(locked).toMatchObject({ status: 429, body: { error: 'errors.rate_limited' } });
    // …and guesses from ten more addresses do not lock out the real traveller on a new one.
    for (let i = 0; i < 10; i++) expect((await lookup(await visitor(), ref, `Other${i}`)).status).toBe(404);
    expect((await lookup(await visitor(), ref, 'Costa')).status).toBe(200);
  });

  it('grants the visitor who found a booking access to manage and check it in, and no one else', async () => {
    const order = await bookThroughApi(server, await visitor(), {
      date: dayFromToday(1),
      lastName: 'Pires',
    });
    const stranger = await visitor();
    for (const p of ['/api/manage-booking', '/api/checkin', '/api/boarding-passes', '/api/get-order'])
      expect((await failure(stranger, p, { orderId: order.orderId })).status, p).toBe(404);
    await ok(stranger, '/api/reservation-lookup', {
      referenceCode: order.bookingReference,
      lastName: 'PIRES',
    });
    const managed = await ok<ManageBookingResponse>(stranger, '/api/manage-booking', {
      orderId: order.orderId,
    });
    expect(managed.order.orderId).toBe(order.orderId);
    expect(managed.contact).toEqual({ email: 'a•••••@example.com', phone: '•••••3456' });
    expect((await post(stranger, '/api/checkin', { orderId: order.orderId })).status).toBe(200);
    expect((await post(stranger, '/api/get-order', { orderId: order.orderId })).status).toBe(200);
  });
});

/** A booking of `opts` whose visitor has looked it up, as the check-in form would. */
async function lookedUp(opts: Parameters<typeof bookThroughApi>[2]) {
  const v = await visitor();
  const order = await bookThroughApi(server, v, opts);
  await ok(v, '/api/reservation-lookup', {
    referenceCode: order.bookingReference,
    lastName: opts.lastName ?? 'Muñoz',
  });
  return { v, order };
}

describe('the check-in window', () => {
  it('is not open a month ahead (with opensAt), and closed in the last hour before departure', async () => {
    const later = await lookedUp({ date: dayFromToday(30) });
    const early = await failure(later.v, '/api/checkin', { orderId: later.order.orderId });
    const departure = Date.parse(later.order.flights[0]!.departureUtc);
    expect(early).toMatchObject({
      status: 409,
      body: {
        error: 'checkin.not_open_yet',
        details: { opensAt: new Date(departure - 48 * 3_600_000).toISOString() },
      },
    });

    const soon = await lookedUp({ date: dayFromToday(1) });
    const soonDeparture = Date.parse(soon.order.flights[0]!.departureUtc);
    clockShift = soonDeparture - 30 * 60_000 - Date.now();
    try {
      const late = await failure(soon.v, '/api/checkin', { orderId: soon.order.orderId });
      expect(late).toMatchObject({ status: 409, body: { error: 'checkin.closed' } });
      // Closed for check-in means open for manage again (spec §2 routing).
      const found = await ok<ReservationLookupResponse>(soon.v, '/api/reservation-lookup', {
        referenceCode: soon.order.bookingReference,
        lastName: 'Muñoz',
      });
      expect(found).toMatchObject({ open: true, checkin: { state: 'closed' } });
    } finally {
      clockShift = 0;
    }
  });
});

describe('check-in', () => {
  it('stores documents masked, needs the emailed code to change one, assigns seats and sequences, infants ride along', async () => {
    const { v, order } = await lookedUp({
      date: dayFromToday(1),
      adults: 2,
      children: 1,
      infants: 1,
      lastName: 'Muñoz',
    });
    const orderId = order.orderId;
    const start = await ok<CheckinView>(v, '/api/checkin', { orderId });
    expect(start.checkin.state).toBe('open');
    expect(start.flights.map((f) => f.inCheckin)).toEqual([true]);
    expect(start.completed).toBe(false);

    // Not without documents.
    const early = await failure(v, '/api/checkin-complete', { orderId });
    expect(early).toMatchObject({ status: 409, body: { error: 'checkin.documents_required' } });

    const docs = [
      document('p1'),
      document('p2', { number: 'Y7654321', dateOfBirth: '1985-01-02' }),
      document('p3', { number: 'C2233445', dateOfBirth: order.passengers[2]!.dateOfBirth! }),
      document('p4', {
        type: 'id_card',
        number: 'inf-99 8877',
        dateOfBirth: order.passengers[3]!.dateOfBirth!,
      }),
    ];
    const bad = await failure(v, '/api/checkin-documents', {
      orderId,
      documents: [
        document('p1', { expiryDate: dayFromToday(0) }),
        document('p3', { dateOfBirth: '1990-01-01' }),
      ],
    });
    expect(bad).toMatchObject({
      status: 400,
      body: {
        fields: {
          'documents.0.expiryDate': 'errors.document_expired',
          'documents.1.dateOfBirth': 'errors.child_age',
        },
      },
    });
    const invalid = await failure(v, '/api/checkin-documents', {
      orderId,
      documents: [document('p1', { nationality: 'XX', number: '12' })],
    });
    expect(invalid.body.fields).toMatchObject({
      'documents.0.nationality': 'errors.invalid_nationality',
      'documents.0.number': 'errors.invalid_document_number',
    });

    const saved = await ok<CheckinView>(v, '/api/checkin-documents', { orderId, documents: docs });
    // Encrypted at rest (decision 053): the column holds no clear number.
    const stored = await rows<{ number: string }>(
      sql`select number from travel_documents where order_id = ${orderId}::uuid`,
    );
    expect(stored).toHaveLength(4);
    for (const { number } of stored) {
      expect(number).toMatch(/^v1\./);
      for (const d of docs) expect(number).not.toContain(d.number);
    }
    expect(saved.passengers.map((p) => p.document?.number)).toEqual([
      '•••••4567',
      '•••••4321',
      '•••••3445',
      '•••••8877',
    ]);
    const [infant] = await rows<{ number: string }>(
      sql`select number from travel_documents where order_id = ${orderId}::uuid and passenger_ref = 'p4'`,
    );
    // Normalised before it was sealed; the deployment's key opens it.
    expect(documentCipher(TEST_SECRETS.DATA_KEY).open(infant!.number, `${orderId}/p4`)).toBe('INF998877');
    // The same data again is no change; a different number is, and needs a code.
    await ok(v, '/api/checkin-documents', { orderId, documents: [docs[0]] });
    const change = { orderId, documents: [document('p1', { number: 'Z0000001' })] };
    expect((await failure(v, '/api/checkin-documents', change)).body.fields).toEqual({
      otp: 'errors.otp_required',
    });
    await ok(v, '/api/manage-otp', { orderId, purpose: 'documents', language: 'pt' });
    const mail = (await sentMails()).filter((m) => m.subject.includes(order.bookingReference!)).at(-1)!;
    expect(mail.subject).toBe(`O seu código de segurança para a reserva ${order.bookingReference}`);
    const code = /\b(\d{6})\b/.exec(mail.text)![1]!;
    const changed = await ok<CheckinView>(v, '/api/checkin-documents', { ...change, otp: code });
    expect(changed.passengers[0]!.document!.number).toBe('•••••0001');

    // p1 (with the infant on their lap) chooses a seat; the others get a free one at check-in.
    const flightRef = order.flights[0]!.flightRef;
    const map = await ok<{
      seats: Array<{ seat: string; available: boolean; exit: boolean; price: { amount: number } }>;
    }>(v, '/api/seat-map', { orderId, flightRef });
    const chosen = map.seats.find((s) => s.available && !s.exit && s.price.amount === 0)!.seat;
    await ok(v, '/api/checkin-seat', { orderId, passengerRef: 'p1', flightRef, seat: chosen });

    const mailsAbout = async () =>
      (await sentMails()).filter(
        (m) => m.subject === `Check-in realizado: reserva ${order.bookingReference}`,
      );
    const done = await ok<CheckinView>(v, '/api/checkin-complete', { orderId, language: 'es' });
    expect(done.completed).toBe(true);
    const byRef = Object.fromEntries(done.passengers.map((p) => [p.ref, p]));
    expect(byRef['p1']!.seats).toEqual([{ flightRef, seat: chosen, pending: false }]);
    for (const ref of ['p1', 'p2', 'p3']) expect(byRef[ref]!.seats).toHaveLength(1);
    expect(byRef['p4']!.seats).toEqual([]);
    expect(byRef['p4']!.checkins).toEqual([]); // the infant has no sequence of its own
    const sequences = ['p1', 'p2', 'p3'].map((r) => byRef[r]!.checkins[0]!.sequence).sort((a, b) => a - b);
    expect(new Set(sequences).size).toBe(3);
    // The check-in is mailed, in the language asked for, with each seat and boarding sequence.
    const [checkinMail, ...more] = await mailsAbout();
    expect(more).toEqual([]);
    const sequenceOf = (ref: string) => String(byRef[ref]!.checkins[0]!.sequence).padStart(3, '0');
    expect(checkinMail!.text).toContain(
      `MUNOZ/ANA: ${order.flights[0]!.flightNumber} asiento ${chosen}, secuencia de embarque ${sequenceOf('p1')}`,
    );
    expect(checkinMail!.text).toMatch(/\/es\/manage\?access=[\w-]+\.[\w-]+/);
    // Checking in again hands out nothing new, and mails nothing.
    const again = await ok<CheckinView>(v, '/api/checkin-complete', { orderId, language: 'es' });
    expect(again.passengers.map((p) => p.checkins)).toEqual(done.passengers.map((p) => p.checkins));
    expect(await mailsAbout()).toHaveLength(1);
    // No seat changes once checked in.
    expect(
      (await failure(v, '/api/checkin-seat', { orderId, passengerRef: 'p1', flightRef, seat: chosen })).body
        .error,
    ).toBe('checkin.already_checked_in');

    const passes = await ok<BoardingPass[]>(v, '/api/boarding-passes', { orderId });
    expect(passes.map((p) => p.passengerRef)).toEqual(['p1', 'p2', 'p3']);
    const lead = passes[0]!;
    expect(lead.infant).toEqual({ passengerRef: 'p4', name: 'MUNOZ/SOFIA' });
    expect(passes[1]!.infant).toBeNull();
    const flight = order.flights[0]!;
    const seat = lead.seat.padStart(4, '0');
    expect(lead.bcbp).toMatch(
      new RegExp(
        `^M1MUNOZ/ANA {11}E${order.bookingReference} ${flight.origin}${flight.destination}SK \\d{4} \\d{3}Y${seat}${String(lead.sequence).padStart(4, '0')} 100$`,
      ),
    );
    expect(lead.bcbp).toHaveLength(60);

    const pdf = await fetch(
      `${server.url}/api/boarding-pass.pdf?orderId=${orderId}&passenger=p1&flight=${flightRef}&language=es`,
      {
        headers: { cookie: v.jar.header() },
      },
    );
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const bytes = new Uint8Array(await pdf.arrayBuffer());
    expect(Buffer.from(bytes.slice(0, 5)).toString('latin1')).toBe('%PDF-');
    const text = pdfText(bytes);
    expect(text).toContain('MUNOZ/ANA');
    expect(text).toContain('MUNOZ/SOFIA');
    expect(text).not.toContain('MUNOZ/EVA');
    expect(text).toContain('TARJETA DE EMBARQUE');
    expect(text).toContain(chosen);

    const svg = await fetch(
      `${server.url}/api/boarding-pass.svg?orderId=${orderId}&passenger=p1&flight=${flightRef}&kind=qrcode`,
      {
        headers: { cookie: v.jar.header() },
      },
    );
    expect(svg.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(await svg.text()).toMatch(/^<svg /);
    // Someone who never looked the booking up gets neither.
    const stranger = await visitor();
    const denied = await fetch(`${server.url}/api/boarding-pass.pdf?orderId=${orderId}`, {
      headers: { cookie: stranger.jar.header() },
    });
    expect(denied.status).toBe(404);
    expect((await fetch(`${server.url}/api/boarding-pass.pdf?orderId=nope`)).status).toBe(400);

    // A checked-in booking can no longer be cancelled online.
    expect((await failure(v, '/api/cancel-quote', { orderId })).body.error).toBe(
      'errors.order_not_cancellable',
    );
  });

  it('gives each pass its boarding time, no gate yet, and the zone: priority boarding first (decision 108)', async () => {
    const v = await visitor();
    const order = await bookThroughApi(server, v, {
      date: dayFromToday(1),
      adults: 2,
      afterOrder: async (draft) => {
        const flightRef = draft.flights[0]!.flightRef;
        await ok(v, '/api/order-extras', {
          orderId: draft.orderId,
          items: [{ serviceId: 'priority', passengerRef: 'p2', flightRef, quantity: 1 }],
        });
      },
    });
    const orderId = order.orderId;
    await ok(v, '/api/checkin-documents', { orderId, documents: [document('p1'), document('p2')] });
    await ok(v, '/api/checkin-complete', { orderId });
    const passes = await ok<BoardingPass[]>(v, '/api/boarding-passes', { orderId });
    const zoneOf = (ref: string) => passes.find((p) => p.passengerRef === ref)!.zone;
    expect([zoneOf('p1'), zoneOf('p2')]).toEqual([3, 1]);
    for (const pass of passes) {
      expect(Date.parse(pass.departureUtc) - Date.parse(pass.boardingUtc)).toBe(40 * 60_000);
      expect(pass.gate).toBeNull();
    }
  });

  it('hands out unique sequence numbers to 50 concurrent check-ins on one flight', async () => {
    const bookings: Array<{ v: Visitor; order: Order }> = [];
    for (let i = 0; i < 50; i++) {
      const booked = await lookedUp({ date: dayFromToday(1), origin: 'LIS', destination: 'JFK' });
      await ok(booked.v, '/api/checkin-documents', {
        orderId: booked.order.orderId,
        documents: [document('p1')],
      });
      bookings.push(booked);
    }
    const flightRef = bookings[0]!.order.flights[0]!.flightRef;
    expect(bookings.every((b) => b.order.flights[0]!.flightRef === flightRef)).toBe(true);
    const results = await Promise.all(
      bookings.map(({ v, order }) => post(v, '/api/checkin-complete', { orderId: order.orderId })),
    );
    expect(results.map((r) => r.status)).toEqual(Array(50).fill(200));
    const views = (await Promise.all(results.map((r) => r.json()))) as CheckinView[];
    const sequences = views.map((view) => view.passengers[0]!.checkins[0]!.sequence).sort((a, b) => a - b);
    expect(sequences).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    const seats = views.map((view) => view.passengers[0]!.seats[0]!.seat);
    expect(new Set(seats).size).toBe(50);
    const [counter] = await rows<{ last: number }>(
      sql`select last_sequence as last from flight_checkin_counters where dated_flight_id = ${Number(flightRef)}`,
    );
    expect(counter!.last).toBe(50);
  });
});
