// Public API of @skybook/checkin-form: spec §2's reference + last name form and its routing.
export { CheckinForm } from './checkin-form.tsx';
export { type LookupOutcome, type ReservationIntent } from './reservation-route.ts';
