import type { Prng } from './prng.ts';

/** Strings an attacker tries: NUL and control characters, injections, traversal, odd Unicode. */
export const JUNK_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0007\u001b[31m',
  '\r\n\r\nX-Injected: 1',
  "' OR '1'='1' --",
  "'; DROP TABLE orders; --",
  '"; SELECT pg_sleep(5); --',
  '../../../../etc/passwd',
  '..%2f..%2f..%2fetc%2fpasswd',
  '%00',
  '__proto__',
  'constructor',
  'prototype',
  '<script>alert(1)</script>',
  '${jndi:ldap://127.0.0.1/a}',
  '{{7*7}}',
  '\ud800',
  '\udfff\ud800',
  '🛫🛬✈️',
  'Ñ',
  'İı',
  '\u202e',
  '\uFEFF',
  'NaN',
  'null',
  'undefined',
  '-1',
  '9999-12-31',
  '0000-00-00',
  '2024-02-30',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  'admin@andes.example\u0000',
  'a'.repeat(300),
];

export const JUNK_NUMBERS = [
  0, -0, -1, 1, 0.5, -0.5, 1e-7, 2_147_483_647, 2_147_483_648, -2_147_483_649, 4_294_967_296,
  9_007_199_254_740_991, 9_007_199_254_740_992, -9_007_199_254_740_992, 1e21, 1e308, -1e308, 5e-324,
  123456789012345,
];

/** Any JSON value, biased towards the junk above; `depth` bounds nesting. */
export function junkValue(r: Prng, depth = 3): unknown {
  switch (r.int(0, 9)) {
    case 0:
      return null;
    case 1:
      return r.chance(0.5);
    case 2:
    case 3:
      return r.pick(JUNK_NUMBERS);
    case 4:
    case 5:
      return r.pick(JUNK_STRINGS);
    case 6:
      return randomString(r, r.int(0, 40));
    case 7:
      return depth <= 0 ? [] : Array.from({ length: r.int(0, 4) }, () => junkValue(r, depth - 1));
    case 8:
      return depth <= 0
        ? {}
        : Object.fromEntries(
            Array.from({ length: r.int(0, 4) }, () => [
              r.pick([...JUNK_STRINGS, 'id', 'orderId']),
              junkValue(r, depth - 1),
            ]),
          );
    default:
      return 'x'.repeat(r.pick([1_000, 20_000, 90_000]));
  }
}

/** Code points from every plane, control characters and lone surrogates included. */
export function randomString(r: Prng, length: number): string {
  let s = '';
  for (let i = 0; i < length; i++) {
    const range = r.int(0, 5);
    const code =
      range === 0
        ? r.int(0, 0x1f)
        : range === 1
          ? r.int(0xd800, 0xdfff)
          : range === 2
            ? r.int(0x80, 0xffff)
            : r.int(0x20, 0x7e);
    s += String.fromCharCode(code);
  }
  return s;
}

/** JSON text nested `depth` levels deep: arrays or objects. */
export const deepJson = (depth: number, objects: boolean) =>
  objects ? '{"a":'.repeat(depth) + '1' + '}'.repeat(depth) : '['.repeat(depth) + ']'.repeat(depth);
