import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Hold, SearchFlightsResponse } from '@skybook/api-contract';
import { dayFromToday, newVisitor, okAs, postAs, type Visitor } from '../testing/bookings.ts';
import { startTestServer } from '../testing/test-server.ts';

let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function holdFor(visitor: Visitor, offerId?: string): Promise<{ hold: Hold; offerId: string }> {
  let offer = offerId;
  if (!offer) {
    const { outbound } = await okAs<SearchFlightsResponse>(server.url, visitor, '/api/search-flights', {
      origin: 'MAD',
      destination: 'CUN',
      departDate: dayFromToday(25),
      adults: 1,
      children: 0,
      infants: 0,
      currency: 'EUR',
    });
    offer = outbound[0]!.fares[0]!.offerId;
  }
  return {
    hold: await okAs<Hold>(server.url, visitor, '/api/holds', {
      offerIds: [offer],
      idempotencyKey: 'same-key-1',
    }),
    offerId: offer,
  };
}

describe('a hold belongs to the visitor who took it (decision 052)', () => {
  it('is not read, released or booked by someone who only knows its id, and its keys are not shared', async () => {
    const owner = await newVisitor(server.url);
    const stranger = await newVisitor(server.url);
    const { hold, offerId } = await holdFor(owner);

    for (const path of ['/api/get-hold', '/api/release-hold', '/api/orders']) {
      const response = await postAs(server.url, stranger, path, { holdId: hold.holdId });
      expect(response.status, path).toBe(404);
    }
    // The owner still has it, untouched.
    expect((await okAs<Hold>(server.url, owner, '/api/get-hold', { holdId: hold.holdId })).status).toBe(
      'active',
    );

    // The same offer and idempotency key from the stranger make the stranger's own hold.
    const { hold: theirs } = await holdFor(stranger, offerId);
    expect(theirs.holdId).not.toBe(hold.holdId);
    // And the owner repeating their key gets their hold back.
    expect((await holdFor(owner, offerId)).hold.holdId).toBe(hold.holdId);

    expect((await postAs(server.url, owner, '/api/release-hold', { holdId: hold.holdId })).status).toBe(200);
  });
});
