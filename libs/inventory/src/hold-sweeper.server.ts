/**
 * Returns expired holds' seats on a timer. Claims free expired seats of their own flight
 * anyway, so the sweeper only keeps counters tidy and marks holds expired; a failed pass
 * is reported and the next one tries again.
 */
export function startHoldSweeper(
  sweep: () => Promise<{ holds: number }>,
  opts: { intervalMs?: number; onError?: (error: unknown) => void; onSwept?: (holds: number) => void } = {},
): { stop(): Promise<void> } {
  let running: Promise<void> | undefined;
  const tick = () => {
    if (running) return;
    running = sweep()
      .then(({ holds }) => {
        if (holds > 0) opts.onSwept?.(holds);
      })
      .catch((error: unknown) => opts.onError?.(error))
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(tick, opts.intervalMs ?? 30_000);
  timer.unref();
  return {
    // Waits for a pass in flight so the database is not closed under it.
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
