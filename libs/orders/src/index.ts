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
  type ChargeRequest,
  type ChargeResult,
  type PaymentGateway,
} from './payment-gateway.ts';
export { bookingReference, REFERENCE_ALPHABET } from './booking-reference.ts';
export { EXTRAS_CATALOG, serviceById, type CatalogService } from './extras-catalog.ts';
export { SEAT_PRICES_EUR } from './seat-prices.ts';
export { cardBrand, cardExpired } from './card.ts';
export { confirmOnAccount, type AccountCredit } from './on-account.server.ts';
