import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayFromToday, newVisitor, orderToPay, passengerDetails, postAs } from '../testing/bookings.ts';
import { startTestServer } from '../testing/test-server.ts';

// The browser loads the phone-number metadata only where a phone is typed (decision 097); the
// server must check every number with it all the same, whatever reached it.
let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** Well formed (E.164 shape) but in no numbering plan: no +999 country, a Spanish number one digit short. */
const WELL_FORMED_INVALID = ['+999123456789', '+3461234567'];

const refusal = async (response: Response) => ({
  status: response.status,
  body: (await response.json()) as { error: string; fields?: Record<string, string> },
});

describe('the server checks phone numbers against their numbering plan', () => {
  it('refuses a well-formed but invalid contact phone on the passengers step, and takes a valid one', async () => {
    const visitor = await newVisitor(server.url);
    const named = await orderToPay(server.url, visitor, {
      date: dayFromToday(25),
      afterOrder: async (draft) => {
        for (const phone of WELL_FORMED_INVALID) {
          const details = passengerDetails(draft);
          const answer = await refusal(
            await postAs(server.url, visitor, '/api/order-passengers', {
              orderId: draft.orderId,
              details: { ...details, contact: { ...details.contact, phone } },
            }),
          );
          expect(answer, phone).toEqual({
            status: 400,
            body: { error: 'errors.validation', fields: { 'details.contact.phone': 'errors.invalid_phone' } },
          });
        }
      },
    });
    // orderToPay named the passengers with +34600123456.
    expect(named.passengers.every((p) => p.firstName)).toBe(true);
  });

  it('refuses it on a contact change too', async () => {
    const visitor = await newVisitor(server.url);
    for (const phone of WELL_FORMED_INVALID) {
      const answer = await refusal(
        await postAs(server.url, visitor, '/api/manage-contact', {
          orderId: randomUUID(),
          contact: { email: 'ana@example.com', phone },
          otp: '123456',
        }),
      );
      expect(answer, phone).toEqual({
        status: 400,
        body: { error: 'errors.validation', fields: { 'contact.phone': 'errors.invalid_phone' } },
      });
    }
  });
});
