// Public API of @skybook/booking-funnel: the search form, the select step and the hold status.
export { SearchForm } from './search-form/search-form-connected.tsx';
export { SelectPage, type SelectPageProps } from './select/select-page.tsx';
export { parseSelectSearch, SelectSearchSchema, type SelectSearch } from './search/select-search.ts';
export { airportsQuery, searchFlightsQuery, fareCalendarQuery } from './api/search-queries.ts';
export { useSelectedCurrency } from './use-currency.ts';
export * from './checkout/index.ts';
export { ExtrasStepPage, type ExtrasStepPageProps } from './steps/extras-step-page.tsx';
export { PassengersStepPage, type PassengersStepPageProps } from './steps/passengers-step-page.tsx';
export { PaymentStepPage, type PaymentStepPageProps } from './steps/payment-step-page.tsx';
export { ConfirmationPage } from './steps/confirmation-page.tsx';
export { orderQuery } from './order/order-queries.ts';
// Issue 6 (manage booking) reuses the order's building blocks on a confirmed booking.
export { ExtrasSection } from './steps/extras-section.tsx';
export { SeatSection } from './steps/seat-section.tsx';
export { createPaymentAttempts } from './steps/payment-attempt.ts';
export { errorKeyOf, fieldErrorsOf } from './steps/order-errors.ts';
export { errorText } from './error-messages.ts';
export { useOrderPriceLines, usePassengerLabel } from './order/use-order-lines.ts';
export { useServiceNames } from './order/use-service-names.ts';
// Check-in (issue 6) shows the same seat map over a booked order.
export { seatMapQuery } from './order/order-queries.ts';
export { cabinFromSeatMap } from './order/cabin-layout.ts';
export { StepColumns, StepLayout, type StepLayoutProps } from './layout/step-layout.tsx';
export { ItineraryList } from './order/itinerary-list.tsx';
