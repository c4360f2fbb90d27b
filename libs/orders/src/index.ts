// Order functions over an `OrderDeps` (decision 078): `createOrder(deps, holdId, owner)`.
export type { OnConfirmed, OrderDeps, PaymentOutcome } from './order-deps.ts';
export { createOrder } from './order-draft.server.ts';
export { extrasCatalog, setExtras } from './order-extras.server.ts';
export { setPassengers } from './order-passengers.server.ts';
export { seatMap } from './seat-map.server.ts';
export { assignFreeSeat, holdSeat } from './seats.server.ts';
export { pay } from './payment.server.ts';
export {
  createSandboxGateway,
  type SandboxGateway,
  type ChargeQuery,
  type PaymentGateway,
} from './payment-gateway.ts';
export { dbBooks } from './sandbox-books.server.ts';
export { createPaymentReconciler } from './payment-reconciler.server.ts';
export { extraName } from './extras-names.ts';
export { lineGives } from './extras-bundles.ts';
export { DEFAULT_EXTRA_ICON, EXTRA_ICONS } from './extras-offer.ts';
export { cardExpired } from './card.ts';
export { confirmOnAccount, type AccountCredit } from './on-account.server.ts';
// Manage booking over a `ManageDeps` (decision 078): `cancel(deps, orderId, otp)`.
export type { CancelledOrder, ManageDeps } from './manage-deps.ts';
export { booking, cancel, quote, requestOtp, updateContact } from './manage.server.ts';
export { canAccess, findReservation, grantAccess } from './access.server.ts';
export { manageLinkKey, signManageLink, verifyManageLink } from './manage-link.server.ts';
export { consumeOtp, type OtpPurpose } from './otp.server.ts';
// For sibling server libs (libs/departure-control) that work on orders inside their own transactions.
export { isBooked, loadOrder, publicOrder, viewOrder, type LoadedOrder } from './order-read.server.ts';
export { appendEvent, lockOrder } from './order-writes.server.ts';
// The codes the server stores, for checks that none reaches a traveller.
export { EXTRAS_CATALOG } from './extras-catalog.ts';
export { SEAT_PRICES_EUR } from './seat-prices.ts';
