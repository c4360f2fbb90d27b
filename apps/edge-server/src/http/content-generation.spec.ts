import { describe, expect, it } from 'vitest';
import { contentGeneration } from './content-generation.ts';

/** A read the test finishes by hand, answering the database's generation at that moment. */
function manualReads() {
  let db = 1;
  const pending: (() => void)[] = [];
  let reads = 0;
  const read = () =>
    new Promise<number>((resolve) => {
      reads++;
      pending.push(() => resolve(db));
    });
  return {
    read,
    setDb: (value: number) => (db = value),
    finishNext: async () => {
      pending.shift()!();
      await new Promise((r) => setTimeout(r, 0));
    },
    reads: () => reads,
  };
}

describe('contentGeneration', () => {
  it('never answers a caller with a read that started before it asked', async () => {
    const reads = manualReads();
    const generation = contentGeneration(reads.read);
    const early = generation.refresh();
    reads.setDb(2); // an edit commits while the first read is in flight
    const late = generation.refresh();
    const later = generation.refresh();
    await reads.finishNext();
    await reads.finishNext();
    expect(await early).toBe(2);
    expect(await late).toBe(2);
    expect(await later).toBe(2);
    // The two late callers shared one read.
    expect(reads.reads()).toBe(2);
    expect(generation.latest()).toBe(2);
  });

  it('keeps the highest generation seen', async () => {
    let db = 5;
    const generation = contentGeneration(async () => db);
    expect(await generation.refresh()).toBe(5);
    db = 3;
    expect(await generation.refresh()).toBe(5);
  });
});
