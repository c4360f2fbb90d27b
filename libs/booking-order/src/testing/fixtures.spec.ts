import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ApiError, ApiErrorBody, endpoints } from '@skybook/api-contract';
import { fakeOrderApi, sampleOrder, type FakeOrderOptions, type OrderApi } from './order-fixture.ts';

// One input every fixed answer accepts: the fakes read at most the flight of a seat map.
const input = { orderId: sampleOrder().orderId, flightRef: '101' };

const cases: Record<string, Parameters<typeof fakeOrderApi>> = {
  held: [],
  paid: [sampleOrder({ status: 'CONFIRMED', bookingReference: 'K7MX2Q' })],
  expired: [sampleOrder({ expired: true })],
};

describe('order story fixtures', () => {
  it('hold the sample order together as the server does: its total is the sum of its lines', () => {
    const order = sampleOrder();
    expect(order.total.amount).toBe(order.lines.reduce((sum, l) => sum + l.amount, 0));
    // Each line in one group, each group's amount the sum of its lines.
    expect(order.priceGroups.flatMap((g) => g.lines).sort()).toEqual(order.lines.map((_, i) => i));
    for (const g of order.priceGroups)
      expect(g.amount).toBe(g.lines.reduce((sum, i) => sum + order.lines[i]!.amount, 0));
  });

  it.each(Object.entries(cases))('answer %s as the contract says the server does', async (_name, args) => {
    const api = fakeOrderApi(...args);
    const names = Object.keys(api) as Array<keyof OrderApi>;
    expect(names).toHaveLength(8);
    for (const name of names) {
      const answer = await (api[name] as (i: unknown) => Promise<unknown>)(input);
      expect(() => v.parse(endpoints[name].response, answer), name).not.toThrow();
    }
    for (const flightRef of ['101', '202'])
      v.parse(endpoints.seatMap.response, await api.seatMap({ ...input, flightRef }));
  });

  it('refuse a declined card with the contract’s error body', async () => {
    const opts: FakeOrderOptions = { payment: 'declined' };
    const refusal = await fakeOrderApi(sampleOrder(), opts)
      .pay({ orderId: input.orderId, idempotencyKey: 'k', expectedTotal: 1, cardToken: 't' })
      .catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ApiError);
    expect((refusal as ApiError).status).toBe(402);
    expect(v.parse(ApiErrorBody, (refusal as ApiError).body)).toEqual({ error: 'errors.card_declined' });
  });
});
