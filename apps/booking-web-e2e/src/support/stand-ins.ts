/**
 * Local stand-ins for the third-party scripts (decision 099), on their own loopback port: another
 * host to the browser, like the real vendors. Each script only notes that it ran.
 */
export const STAND_IN_PORT = 4391 + Number(process.env['E2E_PORT_SHIFT'] ?? 0);
export const STAND_IN_ORIGIN = `http://127.0.0.1:${STAND_IN_PORT}`;

/** The server's settings that point the integrations at the stand-ins. */
export const STAND_IN_ENV = {
  TAG_MANAGER_URL: `${STAND_IN_ORIGIN}/gtm.js`,
  RUM_SCRIPT_URL: `${STAND_IN_ORIGIN}/rum.js`,
  RUM_KEY: 'e2e-rum-key',
  FRAUD_BEACON_URL: `${STAND_IN_ORIGIN}/fraud.js`,
};
