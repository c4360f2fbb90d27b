import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export const statusLabel: Record<'held' | 'confirmed' | 'cancelled', MessageDescriptor> = {
  held: msg`On hold`,
  confirmed: msg`Confirmed`,
  cancelled: msg`Cancelled`,
};
