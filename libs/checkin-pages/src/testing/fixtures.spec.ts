import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { endpoints } from '@skybook/api-contract';
import { checkedIn, sampleCheckin, SAMPLE_ORDER_ID, withDocuments } from './checkin-fixtures.ts';
import { fakeCheckinApi, type CheckinApi } from './fake-checkin-api.ts';

// One input every fixed answer accepts: the fakes read at most the lookup and a seat map's flight.
const input = { orderId: SAMPLE_ORDER_ID, flightRef: '101', referenceCode: 'K7MX2Q', lastName: 'Núñez' };
const views = { new: sampleCheckin(), documents: withDocuments(), 'checked-in': checkedIn() };

describe('check-in story fixtures', () => {
  it.each(Object.entries(views))(
    'answer for a %s booking as the contract says the server does',
    async (_n, view) => {
      const api = fakeCheckinApi({ view });
      const names = Object.keys(api).filter((n) => n in endpoints) as Array<keyof CheckinApi>;
      expect(names.length).toBeGreaterThan(8);
      for (const name of names) {
        const answer = await (api[name] as (i: unknown) => Promise<unknown>)(input);
        expect(() => v.parse(endpoints[name].response, answer), name).not.toThrow();
      }
    },
  );
});
