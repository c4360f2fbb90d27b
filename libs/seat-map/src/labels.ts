import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { SeatCategory } from '@skybook/api-contract';
import type { SeatPosition } from './layout.ts';

/** Spec §3 category meanings, as a passenger reads them. */
export const CATEGORY_LABELS: Record<SeatCategory, MessageDescriptor> = {
  SXL: msg`Extra legroom`,
  STUR: msg`Plus`,
  STC1: msg`Free seat`,
  STC2: msg`Standard, centre`,
  STC3: msg`Standard, side`,
  STC4: msg`Comfort`,
  STC5: msg`Front, side`,
  STC6: msg`Front, centre`,
  SBUS: msg`Business`,
};

export const POSITION_LABELS: Record<SeatPosition, MessageDescriptor> = {
  window: msg`window`,
  middle: msg`middle`,
  aisle: msg`aisle`,
};
