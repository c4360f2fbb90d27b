// `npm run test:affected`: what CI runs for a branch other than main. The whole-repo checks that
// are cheap (formatting, translations, import cycles) run in full; lint, typecheck, unit and
// integration tests, builds and end-to-end suites run only for the projects the branch's
// changes can reach (`nx affected`, against the merge base with main).
import { execSync } from 'node:child_process';

const base = process.env.NX_BASE ?? execSync('git merge-base HEAD main', { encoding: 'utf8' }).trim();
const env = {
  ...process.env,
  NX_DAEMON: 'false',
  NX_NO_CLOUD: 'true',
  NX_TUI: 'false',
  STORYBOOK_DISABLE_TELEMETRY: '1',
  CHROMIUM_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
};
const affected = (targets) =>
  `npx nx affected -t ${targets} --base=${base} --head=HEAD --parallel=1 --outputStyle=static`;

const steps = [
  ['Formatting (Prettier)', 'npx prettier --check . --log-level warn'],
  ['Import cycles, type-only imports included (dpdm)', 'npm run -s lint:cycles'],
  ['Unused files, exports and dependencies (knip)', 'npx knip --no-progress'],
  [
    'Translations: extract, then fail on any missing es/pt message',
    'npx nx run i18n:check --outputStyle=static',
  ],
  [
    `Lint, typecheck, tests and builds of the projects changed since ${base.slice(0, 8)}`,
    affected('lint typecheck test build'),
  ],
  ['End-to-end suites of the affected apps', affected('e2e')],
];

for (const [title, command] of steps) {
  console.log(`\n━━ ${title}\n$ ${command}`);
  try {
    execSync(command, { stdio: 'inherit', env });
  } catch {
    console.error(`✖ Failed: ${title}`);
    process.exit(1);
  }
}
