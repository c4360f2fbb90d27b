import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { endpoints } from '@skybook/api-contract';
import { bookedOrder, manageResponse } from './booked-order.ts';
import { fakeManageApi, type FakeManageOptions, type ManageApi } from './fake-manage-api.ts';

// One input every fixed answer accepts: the fakes read at most the flight of a seat map.
const input = {
  orderId: bookedOrder().orderId,
  flightRef: '101',
  referenceCode: 'K7MX2Q',
  lastName: 'Núñez',
};

const cases: Record<string, FakeManageOptions> = {
  booked: {},
  refunded: {
    booking: manageResponse(bookedOrder({ status: 'REFUNDED', seats: [] }), { cancellable: false }),
  },
};

describe('manage story fixtures', () => {
  it.each(Object.entries(cases))('answer %s as the contract says the server does', async (_name, opts) => {
    const { api } = fakeManageApi(opts);
    const names = Object.keys(api) as Array<keyof ManageApi>;
    expect(names.length).toBeGreaterThan(10);
    for (const name of names) {
      const answer = await (api[name] as (i: unknown) => Promise<unknown>)(input);
      expect(() => v.parse(endpoints[name].response, answer), name).not.toThrow();
    }
  });
});
