import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { Order } from '@skybook/api-contract';

export const STATUS_LABELS: Record<Order['status'], MessageDescriptor> = {
  HELD: msg`Not paid yet`,
  CONFIRMED: msg`Confirmed`,
  CHANGED: msg`Confirmed, with changes`,
  CANCELLED: msg`Cancelled`,
  REFUNDED: msg`Cancelled and refunded`,
};

/**
 * The order events the server shows (decision 061), as the traveller reads them: committed changes
 * only, so the draft's extras and seats are the ones booked, and refused payments never appear.
 */
const EVENT_LABELS: Record<string, MessageDescriptor> = {
  extras_set: msg`Extras chosen`,
  seat_held: msg`Seat chosen`,
  payment_refunded: msg`Payment refunded`,
  payment_orphaned: msg`Payment not completed`,
  confirmed: msg`Booking confirmed and paid`,
  change_extras: msg`Extras added`,
  change_seat: msg`Seat added`,
  seat_assigned: msg`Seat assigned`,
  changed: msg`Changes paid`,
  contact_updated: msg`Contact details changed`,
  cancelled: msg`Booking cancelled`,
  refund_failed: msg`Refund not completed yet`,
  refunded: msg`Refund made`,
  documents_saved: msg`Travel documents saved`,
  checked_in: msg`Checked in`,
};

const OTHER_EVENT = msg`Booking updated`;

export function eventLabel(type: string): MessageDescriptor {
  return EVENT_LABELS[type] ?? OTHER_EVENT;
}
