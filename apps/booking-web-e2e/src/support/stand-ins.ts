/**
 * Local stand-ins for the third-party scripts (decision 099), on their own loopback port: another
 * host to the browser, like the real vendors. Each script only notes that it ran; the IP-to-country
 * stand-in answers in the spec §7 format.
 */
export const STAND_IN_PORT = 4391 + Number(process.env['E2E_PORT_SHIFT'] ?? 0);
export const STAND_IN_ORIGIN = `http://127.0.0.1:${STAND_IN_PORT}`;

/** The server's settings that point the integrations at the stand-ins. */
export const STAND_IN_ENV = {
  TAG_MANAGER_URL: `${STAND_IN_ORIGIN}/gtm.js`,
  RUM_SCRIPT_URL: `${STAND_IN_ORIGIN}/rum.js`,
  RUM_KEY: 'e2e-rum-key',
  FRAUD_BEACON_URL: `${STAND_IN_ORIGIN}/fraud.js`,
  COUNTRY_LOOKUP_URL: `${STAND_IN_ORIGIN}/country/{ip}`,
};

/**
 * The address whose country the lookup stand-in knows (Portugal); every other address is unknown,
 * so the other tests see each site's own country. A test passes it as `X-Forwarded-For`, which the
 * server trusts from loopback as it would from its load balancer.
 */
export const LOOKED_UP_ADDRESS = { ip: '203.0.113.7', country: 'PT', dialCode: '351' };
