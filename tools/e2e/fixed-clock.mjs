// Test-only (the visual e2e suite, decision 120… see tools/e2e/visual): preloaded with
// `node --import`, it starts this process's clock at E2E_CLOCK_START and lets it run from there,
// so a seeded network, its prices and every date a page shows are the same on every run, on any
// day. Nothing else loads it; without the variable it changes nothing.
const start = Date.parse(process.env.E2E_CLOCK_START ?? '');
if (!Number.isNaN(start)) {
  const RealDate = globalThis.Date;
  const offset = start - RealDate.now();
  class ShiftedDate extends RealDate {
    constructor(...args) {
      if (args.length === 0) super(RealDate.now() + offset);
      else super(...args);
    }
    static now() {
      return RealDate.now() + offset;
    }
  }
  globalThis.Date = ShiftedDate;
}
