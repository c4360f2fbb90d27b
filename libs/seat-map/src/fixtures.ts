import type { CabinLayout, SeatPassenger, SeatRules } from './layout.ts';

/**
 * A small A320-like cabin for tests and stories, quoted as the server would for a Classic fare
 * (standard centre STC2 included): business row 1, front rows 2–3, an exit row 4, standard rows
 * 5–6; 1C and 5B are sold.
 */
export const SAMPLE_LAYOUT: CabinLayout = {
  columns: ['A', 'B', 'C', null, 'D', 'E', 'F'],
  rows: [
    {
      number: 1,
      seats: [
        { letter: 'A', category: 'SBUS', available: true, price: 30000 },
        { letter: 'C', category: 'SBUS', available: false, price: 30000 },
        { letter: 'D', category: 'SBUS', available: true, price: 30000 },
        { letter: 'F', category: 'SBUS', available: true, price: 30000 },
      ],
    },
    ...[2, 3].map((number) => ({
      number,
      seats: ['A', 'B', 'C', 'D', 'E', 'F'].map((letter) => ({
        letter,
        category: 'ABEF'.includes(letter) ? ('STC5' as const) : ('STC6' as const),
        available: true,
        price: 'ABEF'.includes(letter) ? 3500 : 3000,
      })),
    })),
    {
      number: 4,
      exit: true,
      seats: ['A', 'B', 'C', 'D', 'E', 'F'].map((letter) => ({
        letter,
        category: 'SXL' as const,
        available: true,
        price: 6000,
      })),
    },
    ...[5, 6].map((number) => ({
      number,
      seats: ['A', 'B', 'C', 'D', 'E', 'F'].map((letter) => ({
        letter,
        category: 'BE'.includes(letter) ? ('STC2' as const) : ('STC3' as const),
        available: !(number === 5 && letter === 'B'),
        price: 'BE'.includes(letter) ? 0 : 2500,
      })),
    })),
  ],
};

export const SAMPLE_PASSENGERS: SeatPassenger[] = [
  { id: 'p1', name: 'Ana Pérez', type: 'adult', seats: {} },
  { id: 'p2', name: 'Luis Pérez', type: 'child', seats: {} },
];

/**
 * The server's rules for the sample party: Ana carries an infant on her lap and Luis is a child,
 * so neither may sit in an exit row; a solo adult `p4` may.
 */
export const SAMPLE_RULES: Record<string, SeatRules> = {
  p1: { exitRow: false, selectable: true },
  p2: { exitRow: false, selectable: true },
  p4: { exitRow: true, selectable: true },
};
