import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { endpoints } from '@skybook/api-contract';
import { fakeOrderApi, sampleOrder } from './order-fixture.ts';

describe('order fixtures', () => {
  it('are an order, its extras and its seat maps as the contract says the server answers them', async () => {
    const order = sampleOrder();
    v.parse(endpoints.getOrder.response, order);
    const api = fakeOrderApi(order);
    for (const { flightRef } of order.flights) {
      v.parse(endpoints.seatMap.response, await api.seatMap({ orderId: order.orderId, flightRef }));
    }
    const catalog = v.parse(
      endpoints.extrasCatalog.response,
      await api.extrasCatalog({ orderId: order.orderId }),
    );
    expect(catalog.groups.length).toBeGreaterThan(0);
  });
});
