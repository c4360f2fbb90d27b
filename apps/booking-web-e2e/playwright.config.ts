import { e2eConfig } from '@skybook/tools/e2e';
import { ANSWERED_CONSENT } from './src/support/consent-state.ts';
import { E2E_OUTBOX_DIR } from './src/support/outbox.ts';
import { STAND_IN_ENV, STAND_IN_ORIGIN } from './src/support/stand-ins.ts';

// Mail goes to a folder the newsletter and claims tests read back; third-party scripts come from
// local stand-ins on another port (decision 099).
const config = e2eConfig({
  port: 4311,
  testDir: new URL('./src', import.meta.url).pathname,
  env: { OUTBOX_DIR: E2E_OUTBOX_DIR, ...STAND_IN_ENV },
});

export default {
  ...config,
  use: { ...config.use, storageState: ANSWERED_CONSENT },
  webServer: [
    ...[config.webServer ?? []].flat(),
    {
      command: 'npx tsx apps/booking-web-e2e/src/support/stand-in-server.ts',
      cwd: new URL('../..', import.meta.url).pathname,
      url: `${STAND_IN_ORIGIN}/healthz`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
  ],
};
