import type { ExtrasResponse } from '@skybook/api-contract';

const FLIGHTS = [
  { flightRef: '101', route: 'MAD-LIS' },
  { flightRef: '202', route: 'LIS-MAD' },
];
const quotes = (from: number, to: number, unit: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => ({ count: from + i, totalCost: i * unit }));

/**
 * An extras offer as the server answers it for the sample order (two adults, a child and an
 * infant on MAD ⇄ LIS, a basic fare): a cabin bag included, checked bags, priority boarding, two
 * bundles and the bag-size guide. Stories and tests of the extras components use it.
 */
export const SAMPLE_EXTRAS: ExtrasResponse = {
  currency: 'EUR',
  flights: [
    { flightRef: '101', origin: 'MAD', destination: 'LIS', direction: 'outbound' },
    { flightRef: '202', origin: 'LIS', destination: 'MAD', direction: 'inbound' },
  ],
  groups: [
    {
      id: 'bags',
      ssrId: 'BAGS',
      name: 'Baggage',
      services: FLIGHTS.flatMap(({ flightRef, route }) => [
        {
          code: 'CBAG',
          route,
          amount: 1_500,
          categoryId: 1,
          commissionable: false,
          description: 'Cabin bag, 10 kg',
          icon: 'lucide:luggage',
          maxQuantity: 1,
          refundable: false,
          serviceId: `bag-cabin@${flightRef}`,
          passengers: ['p1', 'p2', 'p3'].map((id) => ({
            id,
            count: 1,
            totalCost: 0,
            included: 1,
            bundled: 0,
            minimum: 1,
            quotes: quotes(1, 1, 1_500),
          })),
        },
        {
          code: 'BG23',
          route,
          amount: 3_500,
          categoryId: 2,
          commissionable: false,
          description: 'Checked bag, 23 kg',
          icon: 'lucide:luggage',
          maxQuantity: 3,
          refundable: false,
          serviceId: `bag-checked@${flightRef}`,
          passengers: ['p1', 'p2', 'p3', 'p4'].map((id) => ({
            id,
            count: 0,
            totalCost: 0,
            included: 0,
            bundled: 0,
            minimum: 0,
            quotes: quotes(0, 3, 3_500),
          })),
        },
      ]),
    },
    {
      id: 'prio',
      ssrId: 'PRIO',
      name: 'Priority boarding',
      services: FLIGHTS.map(({ flightRef, route }) => ({
        code: 'PRIO',
        route,
        amount: 900,
        categoryId: 4,
        commissionable: false,
        description: 'Board first, with your cabin bag',
        icon: 'lucide:ticket-check',
        maxQuantity: 1,
        refundable: false,
        serviceId: `priority@${flightRef}`,
        passengers: ['p1', 'p2', 'p3'].map((id) => ({
          id,
          count: 0,
          totalCost: 0,
          included: 0,
          bundled: 0,
          minimum: 0,
          quotes: quotes(0, 1, 900),
        })),
      })),
    },
  ],
  bundles: FLIGHTS.flatMap(({ flightRef }) => [
    {
      bundleId: `bundle-comfort@${flightRef}`,
      flightRef,
      name: 'Comfort bundle',
      description: 'A checked bag and priority boarding, for less than both apart',
      icon: 'lucide:armchair',
      contents: [
        { serviceId: 'bag-checked', quantity: 1, name: 'Checked bag, 23 kg' },
        { serviceId: 'priority', quantity: 1, name: 'Board first, with your cabin bag' },
      ],
      passengers: ['p1', 'p2', 'p3'].map((id) => ({
        id,
        chosen: false,
        price: 3_520,
        separately: 4_400,
        saving: 880,
      })),
    },
  ]),
  bagGuide: [
    {
      serviceId: 'bag-cabin',
      kind: 'cabin',
      name: 'Cabin bag, 10 kg',
      weightKg: 10,
      dimensionsCm: { length: 55, width: 40, height: 20 },
    },
    {
      serviceId: 'bag-checked',
      kind: 'checked',
      name: 'Checked bag, 23 kg',
      weightKg: 23,
      dimensionsCm: { length: 78, width: 52, height: 28 },
    },
    { serviceId: 'bag-extra-weight', kind: 'extra-weight', name: 'Extra weight, +9 kg', weightKg: 9 },
  ],
};

/** The sample order's passengers as the extras step names them. */
export const SAMPLE_EXTRA_PASSENGERS = [
  { id: 'p1', name: 'Ana Pérez' },
  { id: 'p2', name: 'Luis Pérez' },
  { id: 'p3', name: 'Íñigo Pérez' },
  { id: 'p4', name: 'Sofía Pérez' },
];
