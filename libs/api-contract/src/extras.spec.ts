import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ExtraOffer, ExtraServiceGroup, PassengerSeat, extraFor } from './extras.ts';

const group = {
  id: 'g1',
  ssrId: 'BAGS',
  name: 'Checked bags',
  services: [
    {
      code: 'BG23',
      route: 'MAD-LIS',
      amount: 3500,
      categoryId: 2,
      commissionable: false,
      description: '23 kg bag',
      icon: 'lucide:luggage',
      maxQuantity: 3,
      refundable: false,
      serviceId: 's1',
      passengers: [
        {
          id: 'p1',
          count: 1,
          totalCost: 0,
          included: 1,
          bundled: 0,
          minimum: 1,
          quotes: [
            { count: 1, totalCost: 0 },
            { count: 2, totalCost: 3500 },
          ],
        },
      ],
    },
  ],
};

describe('extras', () => {
  it('parses a group of services with per-passenger counts', () => {
    expect(v.safeParse(ExtraServiceGroup, group).success).toBe(true);
    expect(
      v.safeParse(ExtraServiceGroup, { ...group, services: [{ ...group.services[0], amount: 1.5 }] }).success,
    ).toBe(false);
  });

  it('reads passenger types in extras by their ids: adults 1, children 6, infants 5', () => {
    const offer = v.parse(ExtraOffer, {
      title: 'Priority boarding',
      type: 'service',
      icon: 'lucide:ticket-check',
      ssrId: 'PRIO',
      included: false,
      shortDescription: 'Board first',
      flights: [
        {
          logicalFlightID: 'F1',
          passengerTypesAvailable: [1, 6],
          passengersIncluded: [6],
          options: [{ serviceId: 's9', code: 'PRIO', amount: 900 }],
        },
      ],
    });
    const flight = offer.flights[0]!;
    expect(extraFor(flight, 'adult')).toEqual({ available: true, included: false });
    expect(extraFor(flight, 'child')).toEqual({ available: true, included: true });
    expect(extraFor(flight, 'infant')).toEqual({ available: false, included: false });
    expect(
      v.safeParse(ExtraOffer, { ...offer, flights: [{ ...flight, passengerTypesAvailable: [2] }] }).success,
    ).toBe(false);
  });

  it('holds a seat per route with its price in minor units', () => {
    const seat = {
      seat: '12A',
      serviceId: 's1',
      serviceCode: 'STC3',
      categoryId: 'STC3',
      price: 2500,
      currency: 'EUR',
    };
    expect(v.safeParse(PassengerSeat, seat).success).toBe(true);
    expect(v.safeParse(PassengerSeat, { ...seat, seat: 'A12' }).success).toBe(false);
  });
});
