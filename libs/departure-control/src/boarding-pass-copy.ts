import type { MessageDescriptor } from '@lingui/core';

/**
 * The boarding pass PDF's labels: Lingui descriptors with their own ids, since server code runs
 * without the macro compiler (decision 083). `lingui extract` collects them by the `i18n` comment.
 */
export const BOARDING_PASS_COPY = {
  title: /*i18n*/ { id: 'boarding_pass.title', message: 'Boarding pass' },
  passenger: /*i18n*/ { id: 'boarding_pass.passenger', message: 'Passenger' },
  infant: /*i18n*/ { id: 'boarding_pass.infant', message: 'Infant on lap' },
  flight: /*i18n*/ { id: 'boarding_pass.flight', message: 'Flight' },
  date: /*i18n*/ { id: 'boarding_pass.date', message: 'Date' },
  from: /*i18n*/ { id: 'boarding_pass.from', message: 'From' },
  to: /*i18n*/ { id: 'boarding_pass.to', message: 'To' },
  departs: /*i18n*/ { id: 'boarding_pass.departs', message: 'Departs' },
  arrives: /*i18n*/ { id: 'boarding_pass.arrives', message: 'Arrives' },
  seat: /*i18n*/ { id: 'boarding_pass.seat', message: 'Seat' },
  cabin: /*i18n*/ { id: 'boarding_pass.cabin', message: 'Cabin' },
  sequence: /*i18n*/ { id: 'boarding_pass.sequence', message: 'Sequence' },
  boarding: /*i18n*/ { id: 'boarding_pass.boarding', message: 'Boarding' },
  gate: /*i18n*/ { id: 'boarding_pass.gate', message: 'Gate' },
  gateTba: /*i18n*/ { id: 'boarding_pass.gate_tba', message: 'TBA' },
  zone: /*i18n*/ { id: 'boarding_pass.zone', message: 'Zone' },
  reference: /*i18n*/ { id: 'boarding_pass.reference', message: 'Booking reference' },
  note: /*i18n*/ {
    id: 'boarding_pass.note',
    message: 'Local times. The gate closes 15 minutes before departure; gates are shown at the airport.',
  },
} satisfies Record<string, MessageDescriptor>;

/** The cabin by its compartment code (`J`, `Y`): the code itself never reaches the traveller. */
export const CABIN_COPY: Record<'J' | 'Y', MessageDescriptor> = {
  J: /*i18n*/ { id: 'boarding_pass.cabin.business', message: 'Business' },
  Y: /*i18n*/ { id: 'boarding_pass.cabin.economy', message: 'Economy' },
};
