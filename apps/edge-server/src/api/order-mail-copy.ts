import type { MessageDescriptor } from '@lingui/core';

/**
 * The confirmation mail's copy: Lingui descriptors with their own ids, since server code runs
 * without the macro compiler (decision 083). `lingui extract` collects them by the `i18n` comment.
 */
export const ORDER_MAIL_COPY = {
  subject: /*i18n*/ { id: 'mail.order.subject', message: 'Your booking {ref} is confirmed' },
  intro: /*i18n*/ {
    id: 'mail.order.intro',
    message: 'Thank you for flying with us. Your booking reference is {ref}.',
  },
  flights: /*i18n*/ { id: 'mail.order.flights', message: 'Flights (local times)' },
  passengers: /*i18n*/ { id: 'mail.order.passengers', message: 'Passengers' },
  passengerSeat: /*i18n*/ { id: 'mail.order.passenger_seat', message: '{flight} seat {seat}' },
  prices: /*i18n*/ { id: 'mail.order.prices', message: 'Price details' },
  total: /*i18n*/ { id: 'mail.order.total', message: 'Total paid: {amount}' },
  manage: /*i18n*/ { id: 'mail.order.manage', message: 'Manage your booking' },
  seatLine: /*i18n*/ { id: 'mail.order.line.seat', message: 'Seat {seat}' },
} satisfies Record<string, MessageDescriptor>;

/** Fare lines by their code (`base_fare`, `taxes`, `fees`, `infant_fee`). */
export const FARE_LINE_COPY: Record<string, MessageDescriptor> = {
  base_fare: /*i18n*/ { id: 'mail.order.line.base_fare', message: 'Fare' },
  taxes: /*i18n*/ { id: 'mail.order.line.taxes', message: 'Taxes' },
  fees: /*i18n*/ { id: 'mail.order.line.fees', message: 'Service fee' },
  infant_fee: /*i18n*/ { id: 'mail.order.line.infant_fee', message: 'Infant fee' },
};

/** Who a fare line is for: its passenger type, named in the plural as the pages do. */
export const PASSENGER_TYPE_COPY: Record<string, MessageDescriptor> = {
  adult: /*i18n*/ { id: 'mail.order.who.adults', message: 'adults' },
  child: /*i18n*/ { id: 'mail.order.who.children', message: 'children' },
  infant: /*i18n*/ { id: 'mail.order.who.infants', message: 'infants' },
};
