import type { MessageDescriptor } from '@lingui/core';

/**
 * The booking mails' copy: Lingui descriptors with their own ids, since server code runs
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
  flightLine: /*i18n*/ { id: 'mail.order.line.flight', message: '{item}, {flight}' },
  fareLine: /*i18n*/ { id: 'mail.order.line.fare_direction', message: '{fare}, {direction}' },
} satisfies Record<string, MessageDescriptor>;

/** The mail after a paid change of a booked order (decision 109). */
export const ORDER_CHANGE_COPY = {
  subject: /*i18n*/ { id: 'mail.change.subject', message: 'Your booking {ref} has changed' },
  intro: /*i18n*/ {
    id: 'mail.change.intro',
    message:
      'We have updated your booking {ref}. You paid {amount} for the change. This is your booking now.',
  },
  total: /*i18n*/ { id: 'mail.change.total', message: 'Booking total: {amount}' },
} satisfies Record<string, MessageDescriptor>;

/** The mail after a cancellation (decision 109). */
export const ORDER_CANCEL_COPY = {
  subject: /*i18n*/ { id: 'mail.cancel.subject', message: 'Your booking {ref} is cancelled' },
  intro: /*i18n*/ {
    id: 'mail.cancel.intro',
    message: 'Your booking {ref} is cancelled. These flights are no longer booked for you.',
  },
  flights: /*i18n*/ { id: 'mail.cancel.flights', message: 'Cancelled flights' },
  refunded: /*i18n*/ {
    id: 'mail.cancel.refunded',
    message:
      'We have refunded {amount} to the card you paid with. Your bank may take up to 10 days to show it.',
  },
  refundPending: /*i18n*/ {
    id: 'mail.cancel.refund_pending',
    message:
      'We are refunding {amount} to the card you paid with. Your bank may take up to 10 days to show it.',
  },
  noRefund: /*i18n*/ {
    id: 'mail.cancel.no_refund',
    message: 'Under the conditions of your fare, no amount is refunded.',
  },
} satisfies Record<string, MessageDescriptor>;

/** The mail after an online check-in (decision 119). */
export const CHECKIN_COPY = {
  subject: /*i18n*/ { id: 'mail.checkin.subject', message: 'You are checked in: booking {ref}' },
  intro: /*i18n*/ {
    id: 'mail.checkin.intro',
    message:
      'You are checked in on booking {ref}. Your boarding passes are in your booking, ready to print or to show on your phone.',
  },
  flights: /*i18n*/ { id: 'mail.checkin.flights', message: 'Flights checked in (local times)' },
  passenger: /*i18n*/ {
    id: 'mail.checkin.passenger',
    message: '{name}: {flight} seat {seat}, boarding sequence {sequence}',
  },
  closing: /*i18n*/ {
    id: 'mail.checkin.closing',
    message: 'Take the travel document you gave at check-in to the airport.',
  },
} satisfies Record<string, MessageDescriptor>;

/** A fare line's direction (its `flight` is `outbound` or `inbound`). */
export const DIRECTION_COPY: Record<string, MessageDescriptor> = {
  outbound: /*i18n*/ { id: 'mail.order.direction.outbound', message: 'outbound' },
  inbound: /*i18n*/ { id: 'mail.order.direction.inbound', message: 'return' },
};

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
