import type { MessageDescriptor } from '@lingui/core';

/**
 * The hosted card field's labels and errors. Server code runs without the macro compiler, so these are
 * plain descriptors with their own ids; `lingui extract` still collects them (the `i18n` comment)
 * and they are translated in libs/i18n/locales like every other message.
 */
export const CARD_FIELD_COPY = {
  title: /*i18n*/ { id: 'card_field.title', message: 'Card details' },
  number: /*i18n*/ { id: 'card_field.number', message: 'Card number' },
  expiry: /*i18n*/ { id: 'card_field.expiry', message: 'Expiry date (MM/YY)' },
  cvc: /*i18n*/ { id: 'card_field.cvc', message: 'Security code (CVC)' },
  name: /*i18n*/ { id: 'card_field.name', message: 'Name on the card' },
  secure: /*i18n*/ {
    id: 'card_field.secure',
    message: 'Your card details go straight to our payment provider; the airline never sees them.',
  },
  invalidNumber: /*i18n*/ { id: 'card_field.invalid_number', message: 'Please check the card number.' },
  invalidExpiry: /*i18n*/ {
    id: 'card_field.invalid_expiry',
    message: 'Please enter the expiry date as MM/YY.',
  },
  expired: /*i18n*/ { id: 'card_field.expired', message: 'This card has expired.' },
  invalidCvc: /*i18n*/ {
    id: 'card_field.invalid_cvc',
    message: 'Please enter the 3 or 4 digit security code.',
  },
  invalidName: /*i18n*/ { id: 'card_field.invalid_name', message: 'Please enter the name on the card.' },
  notEmbeddable: /*i18n*/ {
    id: 'card_field.not_embeddable',
    message: 'This site may not show the card field.',
  },
  failed: /*i18n*/ {
    id: 'card_field.failed',
    message: 'The card details could not be checked. Please try again.',
  },
} satisfies Record<string, MessageDescriptor>;

export type CardFieldCopy = Record<keyof typeof CARD_FIELD_COPY, string>;
