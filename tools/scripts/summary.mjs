// Sums Vitest and Playwright JSON reports into one closing "tests: N passed, N failed" line.
import { existsSync, readFileSync } from 'node:fs';

export function summarize(vitestFiles, playwrightFiles) {
  const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);
  const vitest = vitestFiles.map(read).filter(Boolean);
  const e2e = playwrightFiles.map(read).filter(Boolean);
  const passed =
    vitest.reduce((n, r) => n + r.numPassedTests, 0) +
    e2e.reduce((n, r) => n + (r.stats?.expected ?? 0) + (r.stats?.flaky ?? 0), 0);
  const failed =
    vitest.reduce((n, r) => n + r.numFailedTests, 0) +
    e2e.reduce((n, r) => n + (r.stats?.unexpected ?? 0), 0);
  return { passed, failed };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { passed, failed } = summarize(
    ['tmp/vitest.json', 'tmp/vitest-postgres.json'],
    ['tmp/e2e-4311.json', 'tmp/e2e-4312.json', 'tmp/e2e-4313.json'],
  );
  console.log(`tests: ${passed} passed, ${failed} failed`);
  process.exit(failed > 0 ? 1 : 0);
}
