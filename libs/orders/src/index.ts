export {
  createOrders,
  type ExtraItem,
  type Orders,
  type OrdersOptions,
  type PaymentOutcome,
} from './orders.server.ts';
export { OrderError } from './order-error.ts';
export {
  createSandboxGateway,
  type CardToTokenize,
  type SandboxGateway,
  type TokenizedCard,
  type ChargeQuery,
  type ChargeRefusal,
  type ChargeRequest,
  type ChargeResult,
  type PaymentGateway,
  type RefundRequest,
  type RefundResult,
} from './payment-gateway.ts';
export { dbBooks } from './sandbox-books.server.ts';
export { createPaymentReconciler, startPaymentReconciler } from './payment-reconciler.server.ts';
export { IDEMPOTENCY_KEY_TTL_MS } from './payment.server.ts';
export { bookingReference, REFERENCE_ALPHABET } from './booking-reference.ts';
export { EXTRAS_CATALOG, serviceById, type CatalogService } from './extras-catalog.ts';
export { SEAT_PRICES_EUR } from './seat-prices.ts';
export { cardBrand, cardExpired } from './card.ts';
export { confirmOnAccount, type AccountCredit } from './on-account.server.ts';
export {
  createManage,
  type CancelOutcome,
  type HistoryEntry,
  type Manage,
  type ManageOptions,
} from './manage.server.ts';
export {
  ACCESS_GRANT_TTL_MS,
  canAccess,
  findReservation,
  grantAccess,
  type ReservationRecord,
} from './access.server.ts';
export { OTP_MAX_ATTEMPTS, OTP_TTL_MS, consumeOtp, issueOtp, type OtpPurpose } from './otp.server.ts';
export { refundQuote, type JourneyRefund, type RefundQuote } from './refund-quote.ts';
// For sibling server libs (libs/checkin) that work on orders inside their own transactions.
export {
  appendEvent,
  isBooked,
  loadOrder,
  lockOrder,
  publicOrder,
  type LoadedOrder,
} from './order-read.server.ts';
