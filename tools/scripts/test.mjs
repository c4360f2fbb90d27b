// `npm test`: everything CI checks, in order, failing fast. Prints a closing
// "tests: N passed, N failed" line summed over Vitest and Playwright.
import { execSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { summarize } from './summary.mjs';

execSync('node tools/scripts/ensure-install.mjs', { stdio: 'inherit' });

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(
    `✖ Chromium not found at ${chromium}. Install it (apt-get install -y chromium) or set CHROMIUM_PATH.`,
  );
  process.exit(1);
}

const env = {
  ...process.env,
  NX_DAEMON: 'false',
  NX_NO_CLOUD: 'true',
  NX_TUI: 'false',
  STORYBOOK_DISABLE_TELEMETRY: '1',
  CHROMIUM_PATH: chromium,
};
mkdirSync('tmp', { recursive: true });
for (const f of ['tmp/vitest.json', 'tmp/vitest-postgres.json', 'tmp/e2e-4311.json', 'tmp/e2e-4312.json'])
  rmSync(f, { force: true });

const steps = [
  ['Formatting (Prettier)', 'npx prettier --check . --log-level warn'],
  ['Import cycles, type-only imports included (dpdm)', 'npm run -s lint:cycles'],
  ['Unused files, exports and dependencies (knip)', 'npx knip --no-progress'],
  [
    'Translations: extract, then fail on any missing es/pt message',
    'npx nx run i18n:check --outputStyle=static',
  ],
  ['Project graph (the boundary rule needs it cached)', 'npx nx show projects > /dev/null'],
  ['Lint, module boundaries included', 'npx eslint . --max-warnings=0'],
  [
    // Each app registers its own router type, so the agency portal is its own program.
    'Typecheck (booking site and server, then the agency portal)',
    'npx tsc -p tsconfig.json && npx tsc -p apps/agency-portal/tsconfig.json',
  ],
  [
    'Unit, component and integration tests (PGlite)',
    'npx vitest run --reporter=default --reporter=json --outputFile.json=tmp/vitest.json',
  ],
  ['Build every app and brand', 'npx nx run-many -t build --outputStyle=static'],
  ['JavaScript budgets per route (decision 086)', 'npx tsx tools/build/check-bundles.ts'],
  ['Storybook build', 'npx storybook build -o dist/storybook --quiet'],
  [
    'End-to-end in Chromium',
    'npx playwright test -c apps/booking-web-e2e/playwright.config.ts && npx playwright test -c apps/agency-portal-e2e/playwright.config.ts',
  ],
];

let failed = false;
for (const [title, command] of steps) {
  console.log(`\n━━ ${title}\n$ ${command}`);
  try {
    execSync(command, { stdio: 'inherit', env });
  } catch {
    console.error(`✖ Failed: ${title}`);
    failed = true;
    break;
  }
}

const { passed, failed: failures } = summarize(
  ['tmp/vitest.json'],
  ['tmp/e2e-4311.json', 'tmp/e2e-4312.json'],
);
console.log(`\ntests: ${passed} passed, ${failures} failed`);
process.exit(failed || failures > 0 ? 1 : 0);
