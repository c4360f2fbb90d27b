import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { FareFamily, SeatCategory } from '@skybook/api-contract';

export const FAMILY_NAMES: Record<FareFamily, MessageDescriptor> = {
  basic: msg`Basic`,
  classic: msg`Classic`,
  flex: msg`Flex`,
};

/** Spec §3 seat categories: the seat each fare includes. */
export const SEAT_NAMES: Record<SeatCategory, MessageDescriptor> = {
  SXL: msg`Extra legroom seat included`,
  STUR: msg`Plus seat included`,
  STC1: msg`Seat assigned at check-in`,
  STC2: msg`Standard centre seat included`,
  STC3: msg`Standard side seat included`,
  STC4: msg`Comfort seat included`,
  STC5: msg`Front side seat included`,
  STC6: msg`Front centre seat included`,
  SBUS: msg`Business seat included`,
};
