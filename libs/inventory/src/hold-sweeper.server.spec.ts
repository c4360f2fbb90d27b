import { afterEach, describe, expect, it, vi } from 'vitest';
import { startHoldSweeper } from './hold-sweeper.server.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('startHoldSweeper', () => {
  it('sweeps on every tick, never two passes at once, and reports what it swept', async () => {
    vi.useFakeTimers();
    let finish: (() => void) | undefined;
    const sweep = vi.fn(
      () => new Promise<{ holds: number }>((resolve) => (finish = () => resolve({ holds: 2 }))),
    );
    const swept: number[] = [];
    const sweeper = startHoldSweeper(sweep, { intervalMs: 1000, onSwept: (n) => swept.push(n) });
    await vi.advanceTimersByTimeAsync(1000);
    expect(sweep).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(3000);
    expect(sweep).toHaveBeenCalledTimes(1);
    finish!();
    await vi.advanceTimersByTimeAsync(1000);
    expect(swept).toEqual([2]);
    expect(sweep).toHaveBeenCalledTimes(2);
    finish!();
    await sweeper.stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(sweep).toHaveBeenCalledTimes(2);
  });

  it('reports a failed pass and keeps going', async () => {
    vi.useFakeTimers();
    const errors: unknown[] = [];
    const sweep = vi.fn().mockRejectedValueOnce(new Error('deadlock')).mockResolvedValue({ holds: 0 });
    const sweeper = startHoldSweeper(sweep, { intervalMs: 500, onError: (e) => errors.push(e) });
    await vi.advanceTimersByTimeAsync(1000);
    expect(errors).toHaveLength(1);
    expect(sweep).toHaveBeenCalledTimes(2);
    await sweeper.stop();
  });

  it('waits for a pass in flight when stopped', async () => {
    vi.useFakeTimers();
    let done = false;
    const sweep = () =>
      new Promise<{ holds: number }>((resolve) =>
        setTimeout(() => {
          done = true;
          resolve({ holds: 0 });
        }, 200),
      );
    const sweeper = startHoldSweeper(sweep, { intervalMs: 100 });
    await vi.advanceTimersByTimeAsync(100);
    const stopped = sweeper.stop();
    await vi.advanceTimersByTimeAsync(200);
    await stopped;
    expect(done).toBe(true);
  });
});
