import { e2eConfig } from '@skybook/tools/e2e';

// Deployed on its own: this server renders only the portal.
export default e2eConfig({
  port: 4312,
  testDir: new URL('./src', import.meta.url).pathname,
  // Its company sign-in test runs an OpenID provider on plain-http loopback (decision 092).
  env: { SERVE_APPS: 'agency-portal', SSO_ALLOW_HTTP_LOOPBACK: 'true' },
});
