import { describe, expect, it } from 'vitest';
import type { Db } from '@skybook/db';
import { seatsReader } from './search-legs.server.ts';

/** A stand-in read whose answers the test releases one by one; it records what each read asked. */
function controlledRead() {
  const calls: Array<{ ids: number[]; answer: (seats: Map<number, number>) => void }> = [];
  const read = (_db: Db, ids: number[]) =>
    new Promise<Map<number, number>>((resolve) => calls.push({ ids, answer: resolve }));
  return { calls, read };
}

const db = {} as Db;
const turn = () => new Promise((r) => setImmediate(r));

describe('seatsReader', () => {
  it('reads the flights of the searches that ask together in one read', async () => {
    const { calls, read } = controlledRead();
    const seats = seatsReader(read);
    const a = seats(db, [1, 2]);
    const b = seats(db, [2, 3]);
    await turn();
    expect(calls.map((c) => c.ids)).toEqual([[1, 2, 3]]);
    calls[0]!.answer(
      new Map([
        [1, 5],
        [2, 0],
        [3, 9],
      ]),
    );
    expect((await a).get(1)).toBe(5);
    expect((await b).get(3)).toBe(9);
  });

  it('never answers a search with a read that started before it asked', async () => {
    const { calls, read } = controlledRead();
    const seats = seatsReader(read);
    const early = seats(db, [1]);
    await turn();
    // Asked while the first read is in flight: a second read starts for it.
    const late = seats(db, [1]);
    await turn();
    expect(calls).toHaveLength(2);
    calls[0]!.answer(new Map([[1, 4]]));
    calls[1]!.answer(new Map([[1, 3]]));
    expect((await early).get(1)).toBe(4);
    expect((await late).get(1)).toBe(3);
  });

  it('keeps at most two reads in flight; the searches waiting share the next', async () => {
    const { calls, read } = controlledRead();
    const seats = seatsReader(read);
    void seats(db, [1]);
    await turn();
    void seats(db, [2]);
    await turn();
    const c = seats(db, [3]);
    const d = seats(db, [4]);
    await turn();
    expect(calls).toHaveLength(2);
    calls[0]!.answer(new Map());
    await turn();
    await turn();
    expect(calls.map((x) => x.ids)).toEqual([[1], [2], [3, 4]]);
    calls[2]!.answer(new Map([[4, 1]]));
    expect((await d).get(4)).toBe(1);
    expect((await c).get(3)).toBeUndefined();
  });

  it('fails every search of a read that failed, and reads again for the next', async () => {
    let reads = 0;
    const seats = seatsReader(async () => {
      reads++;
      if (reads === 1) throw new Error('down');
      return new Map([[1, 2]]);
    });
    await expect(Promise.all([seats(db, [1]), seats(db, [1])])).rejects.toThrow('down');
    expect((await seats(db, [1])).get(1)).toBe(2);
    expect(reads).toBe(2);
  });
});
