import type { I18n, MessageDescriptor } from '@lingui/core';

/**
 * Names of the extras catalog's groups (by SSR id) and services (by service id), shown on the
 * extras step and in the confirmation mail. Plain descriptors with their own ids, since server
 * code runs without the macro compiler (decision 083); `lingui extract` collects them.
 */
const EXTRA_NAMES: Record<string, MessageDescriptor> = {
  BAGS: /*i18n*/ { id: 'extras.group.bags', message: 'Baggage' },
  PRIO: /*i18n*/ { id: 'extras.group.priority', message: 'Priority boarding' },
  SPEQ: /*i18n*/ { id: 'extras.group.sports', message: 'Sports equipment' },
  'bag-cabin': /*i18n*/ { id: 'extras.bag_cabin', message: 'Cabin bag, 10 kg' },
  'bag-checked': /*i18n*/ { id: 'extras.bag_checked', message: 'Checked bag, 23 kg' },
  'bag-extra-weight': /*i18n*/ { id: 'extras.bag_extra_weight', message: 'Extra weight, +9 kg' },
  priority: /*i18n*/ { id: 'extras.priority', message: 'Board first, with your cabin bag' },
  sports: /*i18n*/ { id: 'extras.sports', message: 'Bike, golf clubs, skis or surfboard' },
  // Bundles (decision 122), by their order-line code.
  'bundle-comfort': /*i18n*/ { id: 'extras.bundle_comfort', message: 'Comfort bundle' },
  'bundle-sport': /*i18n*/ { id: 'extras.bundle_sport', message: 'Sport bundle' },
};

const BUNDLE_DESCRIPTIONS: Record<string, MessageDescriptor> = {
  'bundle-comfort': /*i18n*/ {
    id: 'extras.bundle_comfort_description',
    message: 'A checked bag and priority boarding, for less than both apart',
  },
  'bundle-sport': /*i18n*/ {
    id: 'extras.bundle_sport_description',
    message: 'Your sports equipment and 9 kg of extra weight, for less than both apart',
  },
};

/** What a bundle (by its order-line code) holds, in the traveller's words. */
export function bundleDescription(i18n: I18n, code: string): string {
  const message = BUNDLE_DESCRIPTIONS[code];
  return message ? i18n._(message) : '';
}

const OTHER_EXTRA = /*i18n*/ { id: 'extras.other', message: 'Extra service' };

/**
 * The traveller's name for a group or service id (an order line's `code` may carry `@flightRef`).
 * An id the catalog no longer has is named generically: internal codes never reach a traveller.
 */
export function extraName(i18n: I18n, id: string): string {
  return i18n._(EXTRA_NAMES[id.split('@')[0]!] ?? OTHER_EXTRA);
}
