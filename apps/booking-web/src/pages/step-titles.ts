import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { RouteName } from '@skybook/ssr';

/** The heading of each screen the later issues fill in. */
export const STEP_TITLES: Partial<Record<RouteName, MessageDescriptor>> = {
  select: msg`Choose your flights`,
  extras: msg`Add extras`,
  passengers: msg`Passenger details`,
  payment: msg`Payment`,
  confirmation: msg`Booking confirmed`,
  manage: msg`Manage your booking`,
  'manage-confirmation': msg`Your changes are saved`,
  checkin: msg`Online check-in`,
  'checkin-step': msg`Online check-in`,
  claims: msg`Claims and requests`,
};
