import type { CabinLayout, SeatPassenger } from './layout.ts';

/**
 * A small A320-like cabin for tests and stories: business row 1, front rows 2–3, an exit row 4,
 * standard rows 5–6; 1C and 5B are sold.
 */
export const SAMPLE_LAYOUT: CabinLayout = {
  columns: ['A', 'B', 'C', null, 'D', 'E', 'F'],
  rows: [
    {
      number: 1,
      seats: [
        { letter: 'A', category: 'SBUS', available: true },
        { letter: 'C', category: 'SBUS', available: false },
        { letter: 'D', category: 'SBUS', available: true },
        { letter: 'F', category: 'SBUS', available: true },
      ],
    },
    ...[2, 3].map((number) => ({
      number,
      seats: ['A', 'B', 'C', 'D', 'E', 'F'].map((letter) => ({
        letter,
        category: 'ABEF'.includes(letter) ? ('STC5' as const) : ('STC6' as const),
        available: true,
      })),
    })),
    {
      number: 4,
      exit: true,
      seats: ['A', 'B', 'C', 'D', 'E', 'F'].map((letter) => ({
        letter,
        category: 'SXL' as const,
        available: true,
      })),
    },
    ...[5, 6].map((number) => ({
      number,
      seats: ['A', 'B', 'C', 'D', 'E', 'F'].map((letter) => ({
        letter,
        category: 'BE'.includes(letter) ? ('STC2' as const) : ('STC3' as const),
        available: !(number === 5 && letter === 'B'),
      })),
    })),
  ],
};

export const SAMPLE_PASSENGERS: SeatPassenger[] = [
  { id: 'p1', name: 'Ana Pérez', type: 'adult', seats: {} },
  { id: 'p2', name: 'Luis Pérez', type: 'child', seats: {} },
  { id: 'p3', name: 'Sofía Pérez', type: 'infant', adultId: 'p1', seats: {} },
];
