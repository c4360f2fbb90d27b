import { e2eConfig } from '@skybook/tools/e2e';

// Deployed on its own: this server renders only the portal.
export default e2eConfig({
  port: 4312,
  testDir: new URL('./src', import.meta.url).pathname,
  env: { SERVE_APPS: 'agency-portal' },
});
