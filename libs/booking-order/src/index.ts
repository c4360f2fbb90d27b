// Public API of @skybook/booking-order: the order's building blocks that the booking funnel, the
// manage pages and the check-in pages share (decision 023). Pages live in those feature libs.

// Queries: one `queryOptions` factory per resource, one cache key each. Every feature reads and
// writes the order through these factories, so they share one cache entry by design.
export {
  extrasCatalogQuery,
  orderQuery,
  seededOrderQuery,
  seatMapQuery,
  reservationLookupQuery,
} from './order/order-queries.ts';

// The order as shown: price lines, itinerary, passenger labels, service names, cabin layout.
export { useOrderPriceGroups, usePassengerLabel } from './order/use-order-lines.ts';
export { useServiceNames } from './order/use-service-names.ts';
export { ItineraryList } from './order/itinerary-list.tsx';
export { cabinFromSeatMap } from './order/cabin-layout.ts';

// Sections that change an order (funnel extras step, manage booking).
export { ExtrasSection } from './sections/extras-section.tsx';
export { SeatSection } from './sections/seat-section.tsx';
export { default as sectionStyles } from './sections/sections.module.css';

// Page frame.
export { StepColumns, StepLayout } from './layout/step-layout.tsx';

// Checkout parts: card payment, contact fields, price summary.
export { PaymentForm } from './checkout/payment-form.tsx';
export { TermsAcceptance } from './checkout/terms-acceptance.tsx';
export { CardFieldContext, type CardToken } from './checkout/card-field.ts';
export { default as checkoutStyles } from './checkout/checkout.module.css';
export { ContactFields } from './checkout/contact-fields.tsx';
export { PriceSummary } from './checkout/price-summary.tsx';

// Payments and errors.
export { createPaymentAttempts } from './payment/payment-attempt.ts';
export { randomKey } from './payment/random-key.ts';
export { errorKeyOf, fieldErrorsOf } from './errors/order-errors.ts';
export { errorMessage, errorText } from './errors/error-messages.ts';
