// `npm test`: everything CI checks, in order, failing fast. Prints a closing
// "tests: N passed, N failed" line summed over Vitest and Playwright.
import { execSync, spawn } from 'node:child_process';
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
for (const f of [
  'tmp/vitest.json',
  'tmp/vitest-postgres.json',
  'tmp/e2e-4311.json',
  'tmp/e2e-4312.json',
  'tmp/e2e-4313.json',
])
  rmSync(f, { force: true });

// The static checks are single-threaded: two lanes run side by side on CI's two cores, each
// printing its output when a check ends (so lines never interleave); everything after runs alone.
const staticLanes = [
  [
    ['Formatting (Prettier)', 'npx prettier --check . --log-level warn'],
    ['Import cycles, type-only imports included (dpdm)', 'npm run -s lint:cycles'],
    ['Unused files, exports and dependencies (knip)', 'npx knip --no-progress'],
    [
      'Translations: extract, then fail on any missing es/pt message',
      'npx nx run i18n:check --outputStyle=static',
    ],
    // Each app registers its own router type, so the agency portal is its own program.
    ['Typecheck (booking site and server)', 'npx tsc -p tsconfig.json'],
  ],
  [
    ['Lint, module boundaries included', 'npx eslint . --max-warnings=0'],
    ['Typecheck (agency portal)', 'npx tsc -p apps/agency-portal/tsconfig.json'],
  ],
];

const steps = [
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
  // Every page in both brands, three languages and two widths, on a fixed clock (decision 127).
  [
    'Tour of every page: screenshots, axe, sideways scroll',
    'npx playwright test -c apps/booking-web-e2e/tour.config.ts',
  ],
];

/** Runs one check with its output kept, resolving with whether it passed. */
function runBuffered(title, command) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn('bash', ['-c', command], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      process.stdout.write(`\n━━ ${title} (${seconds} s)\n$ ${command}\n${output}`);
      if (code !== 0) console.error(`✖ Failed: ${title}`);
      resolve(code === 0);
    });
  });
}

async function runLane(lane) {
  for (const [title, command] of lane) if (!(await runBuffered(title, command))) return false;
  return true;
}

// The project graph first, once: both lanes' Nx and the boundary rule then read it from the cache.
let failed = !(await runBuffered('Project graph', 'npx nx show projects > /dev/null'));
if (!failed) failed = !(await Promise.all(staticLanes.map(runLane))).every(Boolean);
for (const [title, command] of failed ? [] : steps) {
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
  ['tmp/e2e-4311.json', 'tmp/e2e-4312.json', 'tmp/e2e-4313.json'],
);
console.log(`\ntests: ${passed} passed, ${failures} failed`);
process.exit(failed || failures > 0 ? 1 : 0);
