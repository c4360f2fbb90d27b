export { hashPassword, verifyPassword } from './passwords.server.ts';
export { randomId } from './random-id.server.ts';
export {
  LOCKOUT,
  authenticate,
  changePassword,
  findActor,
  normalizeUsername,
  type AgencyActor,
  type AgencyRole,
  type SignInOutcome,
} from './users.server.ts';
export { createAgent, listAgents, resetAgentPassword, updateAgent, type AgentRow } from './agents.server.ts';
export {
  confirmCredit,
  creditAlert,
  creditOf,
  releaseCredit,
  releaseExpiredHolds,
  refundCredit,
  reserveCredit,
  type CreditSummary,
  type ReserveOutcome,
} from './credit.server.ts';
export {
  cancelBookingOnAccount,
  COMMISSION_RATE,
  confirmBookingOnAccount,
  holdBookingOnAccount,
  refundBookingOnAccount,
  type BookingOnAccount,
} from './on-account.server.ts';
export {
  bookingTotals,
  listBookings,
  salesByDay,
  type BookingFilter,
  type BookingRow,
  type BookingTotals,
} from './bookings.server.ts';
export { ledgerCredit, type LedgerCredit } from './ledger-credit.server.ts';
