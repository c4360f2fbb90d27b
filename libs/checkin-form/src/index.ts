// Public API of @skybook/checkin-form: spec §2's reference + last name form and its routing.
export { CheckinForm, type CheckinFormProps } from './checkin-form.tsx';
export { CheckinFormModal } from './checkin-form-modal.tsx';
export {
  lookupErrorKey,
  requiredFieldErrors,
  reservationRoute,
  type LookupOutcome,
  type ReservationIntent,
  type ReservationRoute,
} from './reservation-route.ts';
