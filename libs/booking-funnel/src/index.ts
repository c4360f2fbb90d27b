// Public API of @skybook/booking-funnel: its own pages and entry points, as the app's routes need
// them. The order's building blocks that other features share live in @skybook/booking-order.
export { SearchForm } from './search-form/search-form-connected.tsx';
export { SelectPage } from './select/select-page.tsx';
export { parseSelectSearch } from './search/select-search.ts';
export { airportsQuery } from './api/search-queries.ts';
export { ExtrasStepPage } from './steps/extras-step-page.tsx';
export { PassengersStepPage } from './steps/passengers-step-page.tsx';
export { PaymentStepPage } from './steps/payment-step-page.tsx';
export { ConfirmationPage } from './steps/confirmation-page.tsx';
