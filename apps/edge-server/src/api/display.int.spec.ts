import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BoardingPass, CheckinView, Order } from '@skybook/api-contract';
import { formatMoney, formatTime } from '@skybook/i18n';
import type { MailMessage } from '@skybook/mail';
import { bookThroughApi, dayFromToday, newVisitor, okAs, type Visitor } from '../testing/bookings.ts';
import { pdfText } from '../testing/pdf-text.ts';
import { startTestServer } from '../testing/test-server.ts';

// Issue 11 item 7 over the real handlers: what the confirmation mail and the boarding pass PDF say
// about an overnight arrival (+1) and about money in a dollar-like currency (never a bare `$`).
let server: Awaited<ReturnType<typeof startTestServer>>;
const mails: MailMessage[] = [];
beforeAll(async () => {
  server = await startTestServer({
    mailer: { send: async (m) => (mails.push(m), { messageId: String(mails.length) }) },
  });
});
afterAll(() => server.close());

let ips = 0;
const visitor = () => newVisitor(server.url, `192.0.2.${++ips}`);
const ok = <T>(v: Visitor, p: string, body: unknown) => okAs<T>(server.url, v, p, body);
/** The confirmation mailed for `order`, once the outbox has sent what was queued (decision 111). */
const mailFor = async (order: Order) => {
  await server.drainMailOutbox();
  const mail = mails.find((m) => m.subject.includes(order.bookingReference!));
  if (!mail) throw new Error(`no confirmation mail for ${order.bookingReference}`);
  return mail;
};
/** "→ MAD 10:00", as the mail writes a flight's arrival, in the arrival airport's time. */
const arrivalOf = (order: Order, language: 'en' | 'es' | 'pt') => {
  const f = order.flights[0]!;
  return `→ ${f.destination} ${formatTime(new Date(f.arrivalUtc), language, f.arrivalTimeZone)}`;
};

describe('the confirmation mail', () => {
  it('marks an overnight arrival +1 and names the peso MX$, in the traveller’s language', async () => {
    // SK102 leaves Cancún at 18:40 and lands in Madrid the next morning.
    const order = await bookThroughApi(server, await visitor(), {
      origin: 'CUN',
      destination: 'MAD',
      date: dayFromToday(25),
      currency: 'MXN',
      language: 'es',
    });
    expect(order.currency).toBe('MXN');
    const mail = await mailFor(order);
    expect(mail.text).toContain(`${arrivalOf(order, 'es')} +1`);
    expect(mail.html).toContain(`${arrivalOf(order, 'es')} +1`);
    expect(mail.text).toContain(`Total pagado: ${formatMoney(order.total.amount, 'MXN', 'es')}`);
    expect(mail.text).toMatch(/Total pagado: MX\$ [\d.]+,\d\d/);
    // Every amount names its currency: no `$` without its country.
    expect(mail.text).not.toMatch(/(^|[^A-Z])\$/m);
  });

  it('has no mark for a flight that lands the same local day', async () => {
    // SK101 leaves Madrid at 12:15 and lands in Cancún the same afternoon.
    const order = await bookThroughApi(server, await visitor(), {
      origin: 'MAD',
      destination: 'CUN',
      date: dayFromToday(25),
      currency: 'USD',
    });
    const mail = await mailFor(order);
    expect(mail.text).toContain(arrivalOf(order, 'en'));
    expect(mail.text).not.toContain(`${arrivalOf(order, 'en')} +`);
    expect(mail.text).toMatch(/Total paid: US\$ [\d,]+\.\d\d/);
  });
});

describe('the boarding pass', () => {
  it('marks an overnight arrival +1 in the PDF and answers the times it is drawn from', async () => {
    // Tomorrow's SK102 is inside its check-in window (48 h before departure).
    const owner = await visitor();
    const order = await bookThroughApi(server, owner, {
      origin: 'CUN',
      destination: 'MAD',
      date: dayFromToday(1),
    });
    const v = await visitor();
    await ok(v, '/api/reservation-lookup', { referenceCode: order.bookingReference, lastName: 'Muñoz' });
    const orderId = order.orderId;
    await ok<CheckinView>(v, '/api/checkin', { orderId });
    await ok<CheckinView>(v, '/api/checkin-documents', {
      orderId,
      documents: [
        {
          passengerRef: 'p1',
          type: 'passport',
          number: 'X1234567',
          expiryDate: dayFromToday(3000),
          nationality: 'ES',
          dateOfBirth: '1990-05-17',
        },
      ],
    });
    await ok<CheckinView>(v, '/api/checkin-complete', { orderId });
    const [pass] = await ok<BoardingPass[]>(v, '/api/boarding-passes', { orderId });
    const flight = order.flights[0]!;
    expect(pass).toMatchObject({
      departureUtc: flight.departureUtc,
      departureTimeZone: 'America/Cancun',
      arrivalUtc: flight.arrivalUtc,
      arrivalTimeZone: 'Europe/Madrid',
    });

    for (const language of ['en', 'pt'] as const) {
      const pdf = await fetch(
        `${server.url}/api/boarding-pass.pdf?orderId=${orderId}&passenger=p1&flight=${flight.flightRef}&language=${language}`,
        { headers: { cookie: v.jar.header() } },
      );
      expect(pdf.status).toBe(200);
      const lines = pdfText(new Uint8Array(await pdf.arrayBuffer())).split('\n');
      const arrives = formatTime(new Date(flight.arrivalUtc), language, flight.arrivalTimeZone).replace(
        /\s/g,
        ' ',
      );
      const departs = formatTime(new Date(flight.departureUtc), language, flight.departureTimeZone).replace(
        /\s/g,
        ' ',
      );
      expect(lines).toContain(`${arrives} +1`);
      expect(lines).toContain(departs); // the departure has no mark
    }
  });
});
