// Test-only entry (`@skybook/edge-server/testing`): the real API in-process for component tests
// of pages in browser libs. Only spec files may import it (eslint.config.mjs says why).
export { recording, startInProcessApi, type InProcessApi } from './in-process-api.ts';
export { signedInAgent } from './in-process-agency.ts';
export {
  bookThroughLocalApi,
  holdThroughLocalApi,
  namedOrderThroughLocalApi,
  orderThroughLocalApi,
  type TripOptions,
} from './in-process-bookings.ts';
