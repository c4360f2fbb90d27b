// Checkout building blocks of the booking funnel (issue 5, UI part). The lead re-exports this
// file from the lib's index: `export * from './checkout/index.ts';`
export {
  PassengerForm,
  type KnownPassenger,
  type PassengerCounts,
  type PassengerFormProps,
} from './passenger-form.tsx';
export { PaymentForm, type PaymentFormProps } from './payment-form.tsx';
export {
  CardFieldContext,
  type CardFieldHandle,
  type CardFieldProps,
  type CardToken,
  type TokenizeOutcome,
} from './card-field.ts';
export { HostedCardField } from './hosted-card-field.tsx';
export { ContactFields, type ContactFieldsProps } from './contact-fields.tsx';
export { PriceSummary, type PriceSummaryProps } from './price-summary.tsx';
export { priceTotal, type PriceLine, type PriceLineKind } from './price-lines.ts';
export { ExtrasList, type ExtraQuantityChange, type ExtrasListProps } from './extras-list.tsx';
