import { e2eConfig } from '@skybook/tools/e2e';
import { E2E_OUTBOX_DIR } from './src/support/outbox.ts';

// Mail goes to a folder the newsletter and claims tests read back.
export default e2eConfig({
  port: 4311,
  testDir: new URL('./src', import.meta.url).pathname,
  env: { OUTBOX_DIR: E2E_OUTBOX_DIR },
});
