export { hashPassword } from './passwords.server.ts';
export { randomId } from './random-id.server.ts';
export {
  LOCKOUT,
  authenticate,
  changePassword,
  findActor,
  normalizeUsername,
  type AgencyActor,
} from './users.server.ts';
export { createAgent, listAgents, resetAgentPassword, updateAgent } from './agents.server.ts';
export {
  confirmCredit,
  creditAlert,
  releaseCredit,
  releaseExpiredHolds,
  reserveCredit,
} from './credit.server.ts';
export {
  cancelBookingOnAccount,
  COMMISSION_RATE,
  confirmBookingOnAccount,
  holdBookingOnAccount,
  refundBookingOnAccount,
} from './on-account.server.ts';
export { bookingTotals, listBookings, salesByDay, type BookingRow } from './bookings.server.ts';
export { ledgerCredit } from './ledger-credit.server.ts';
export { deleteSsoSettings, getSsoSettings, saveSsoSettings, type SsoDeps } from './sso-settings.server.ts';
export { SSO_FLOW_TTL_MS, finishSsoSignIn, startSsoSignIn } from './sso-sign-in.server.ts';
