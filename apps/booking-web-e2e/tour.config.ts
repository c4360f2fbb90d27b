import { fileURLToPath } from 'node:url';
import type { PlaywrightTestConfig } from '@playwright/test';
import { e2eConfig } from '@skybook/tools/e2e';
import { ANSWERED_CONSENT } from './src/support/consent-state.ts';
import { E2E_OUTBOX_DIR } from './src/support/outbox.ts';
import { CLOCK_START } from './tour/support/clock.ts';
import { PORTAL_PORT } from './tour/support/portal.ts';

const fixedClock = fileURLToPath(new URL('../../tools/e2e/fixed-clock.mjs', import.meta.url));

// Issue 16's tour of every page (axe, sideways scroll, screenshots) on its own server whose clock
// starts at a fixed instant, seed included: the pages show the same flights, prices and dates on
// every run.
const config = e2eConfig({
  port: 4313,
  testDir: new URL('./tour', import.meta.url).pathname,
  env: {
    OUTBOX_DIR: E2E_OUTBOX_DIR,
    E2E_CLOCK_START: CLOCK_START,
    NODE_OPTIONS: `--import=${fixedClock}`,
  },
});

type WebServer = Extract<NonNullable<PlaywrightTestConfig['webServer']>, { command: string }>;
const tourServer = config.webServer as WebServer;

export default {
  ...config,
  webServer: [
    // Seeding a year of flights under the shifted clock, on a loaded 2-core machine.
    { ...tourServer, timeout: 180_000 },
    // The agency portal, deployed on its own, on the same clock.
    {
      ...tourServer,
      url: `http://localhost:${PORTAL_PORT}/readyz`,
      timeout: 180_000,
      env: { ...tourServer.env, PORT: String(PORTAL_PORT), SERVE_APPS: 'agency-portal' },
    },
  ],
  use: { ...config.use, storageState: ANSWERED_CONSENT },
  snapshotPathTemplate: '{testDir}/screenshots/{arg}{ext}',
  expect: {
    ...config.expect,
    // Anti-aliasing may differ by a few pixels between runs; a layout change moves thousands.
    toHaveScreenshot: { maxDiffPixelRatio: 0.002, animations: 'disabled', caret: 'hide' },
  },
};
