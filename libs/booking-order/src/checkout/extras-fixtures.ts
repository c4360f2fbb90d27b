import type { ExtraServiceGroup } from '@skybook/api-contract';

/** Bags and a meal on one route as the server quotes them, for stories and the list's tests: Ana has one bag included, Luis must keep a meal. */
export const SAMPLE_EXTRAS: ExtraServiceGroup[] = [
  {
    id: 'bags',
    ssrId: 'BAGS',
    name: 'Checked baggage',
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
        serviceId: 'bg23-out',
        passengers: [
          {
            id: 'p1',
            count: 1,
            totalCost: 0,
            included: 1,
            minimum: 1,
            quotes: [
              { count: 1, totalCost: 0 },
              { count: 2, totalCost: 3500 },
              { count: 3, totalCost: 7000 },
            ],
          },
          {
            id: 'p2',
            count: 0,
            totalCost: 0,
            included: 0,
            minimum: 0,
            quotes: [
              { count: 0, totalCost: 0 },
              { count: 1, totalCost: 3500 },
              { count: 2, totalCost: 7000 },
              { count: 3, totalCost: 10500 },
            ],
          },
        ],
      },
    ],
  },
  {
    id: 'meals',
    ssrId: 'MEAL',
    name: 'Meals',
    services: [
      {
        code: 'VGML',
        route: 'MAD-LIS',
        amount: 1250,
        categoryId: 4,
        commissionable: true,
        description: 'Vegetarian meal',
        icon: 'lucide:utensils',
        maxQuantity: 2,
        refundable: true,
        serviceId: 'vgml-out',
        passengers: [
          {
            id: 'p1',
            count: 0,
            totalCost: 0,
            included: 0,
            minimum: 0,
            quotes: [
              { count: 0, totalCost: 0 },
              { count: 1, totalCost: 1250 },
              { count: 2, totalCost: 2500 },
            ],
          },
          {
            id: 'p2',
            count: 1,
            totalCost: 1250,
            included: 0,
            minimum: 1,
            quotes: [
              { count: 1, totalCost: 1250 },
              { count: 2, totalCost: 2500 },
            ],
          },
        ],
      },
    ],
  },
];

export const SAMPLE_EXTRA_PASSENGERS = [
  { id: 'p1', name: 'Ana Pérez' },
  { id: 'p2', name: 'Luis Pérez' },
];
