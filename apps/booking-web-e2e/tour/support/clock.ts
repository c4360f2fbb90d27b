/**
 * The instant the tour's servers start their clocks at (tools/e2e/fixed-clock.mjs): the seeded
 * network, its prices and every date on a page are then the same on every run, on any real day, so
 * screenshots compare. The browser's clock is set to it too (`page.clock.setFixedTime`).
 */
export const CLOCK_START = '2026-12-01T09:00:00.000Z';

/** A day `days` after the tour's today, `YYYY-MM-DD`. */
export const tourDay = (days: number) =>
  new Date(Date.parse(CLOCK_START) + days * 86_400_000).toISOString().slice(0, 10);
