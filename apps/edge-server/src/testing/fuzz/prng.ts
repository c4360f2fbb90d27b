/** mulberry32: a tiny seeded PRNG, so request `i` of seed `s` is the same on every machine. */
export function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  return { next, int, pick, chance: (p: number) => next() < p };
}
export type Prng = ReturnType<typeof prng>;

/** The generator of request `index` under `seed`: independent of how many came before. */
export const prngFor = (seed: number, index: number) =>
  prng(Math.imul(seed ^ 0x9e3779b9, 2_654_435_761) ^ index);
