import { describe, expect, it } from 'vitest';
import { serviceById, type CatalogService } from './extras-catalog.ts';
import {
  EXTRAS_BUNDLES,
  bundleOfLine,
  bundleQuote,
  bundleUnavailable,
  bundledUnits,
  lineGives,
  type BundleDefinition,
} from './extras-bundles.ts';

const comfort = EXTRAS_BUNDLES.find((b) => b.bundleId === 'comfort')!;
const sport = EXTRAS_BUNDLES.find((b) => b.bundleId === 'sport')!;
const basic = { checkedBags: 0, cabinBags: 1 };
const classic = { checkedBags: 1, cabinBags: 1 };
/** The exchange rate of EUR to itself (decision: micro units per EUR cent). */
const EUR = 1_000_000;

describe('bundleQuote', () => {
  it('prices a bundle at its services’ sum less its discount, and says what it saves', () => {
    // Comfort: a checked bag (35.00) and priority boarding (9.00), 20 % off.
    expect(bundleQuote(comfort, EUR)).toEqual({ price: 3_520, separately: 4_400, saving: 880 });
    // Sport: sports equipment (60.00) and extra weight (25.00), 15 % off.
    expect(bundleQuote(sport, EUR)).toEqual({ price: 7_225, separately: 8_500, saving: 1_275 });
  });

  it('converts the discounted EUR price like every other extra', () => {
    // 2 units of the order currency per EUR cent.
    expect(bundleQuote(comfort, 2_000_000)).toEqual({ price: 7_040, separately: 8_800, saving: 1_760 });
  });

  it('refuses a bundle of a service the catalog does not sell', () => {
    const broken: BundleDefinition = { ...comfort, contents: [{ serviceId: 'caviar', quantity: 1 }] };
    expect(() => bundleQuote(broken, EUR)).toThrow(/caviar/);
  });
});

describe('bundleUnavailable', () => {
  it('offers Comfort to seated passengers whose fare has no checked bag', () => {
    expect(bundleUnavailable(comfort, 'adult', basic)).toBeUndefined();
    expect(bundleUnavailable(comfort, 'child', basic)).toBeUndefined();
  });

  it('refuses it to an infant (no priority boarding for infants)', () => {
    expect(bundleUnavailable(comfort, 'infant', basic)).toBe('errors.bundle_not_for_passenger');
  });

  it('refuses it when the fare already includes one of its services', () => {
    expect(bundleUnavailable(comfort, 'adult', classic)).toBe('errors.bundle_already_included');
    // Sport holds nothing a fare includes.
    expect(bundleUnavailable(sport, 'adult', classic)).toBeUndefined();
  });

  it('refuses a bundle holding more units than a service’s maximum', () => {
    const three: BundleDefinition = { ...sport, contents: [{ serviceId: 'bag-extra-weight', quantity: 3 }] };
    expect(bundleUnavailable(three, 'adult', basic)).toBe('errors.bundle_over_limit');
    const two: BundleDefinition = { ...sport, contents: [{ serviceId: 'bag-extra-weight', quantity: 2 }] };
    expect(bundleUnavailable(two, 'adult', basic)).toBeUndefined();
  });

  it('reads passenger types and inclusions from the catalog it is given', () => {
    const forInfants: CatalogService = { ...serviceById('priority')!, passengerTypes: [1, 5, 6] };
    const catalog = (id: string) => (id === 'priority' ? forInfants : serviceById(id));
    expect(bundleUnavailable(comfort, 'infant', basic, catalog)).toBeUndefined();
  });
});

describe('bundle lines', () => {
  it('names a bundle by its line code and counts the units it gives', () => {
    expect(bundleOfLine('bundle-comfort')).toBe(comfort);
    expect(bundleOfLine('bundle-gone')).toBeUndefined();
    expect(bundleOfLine('priority')).toBeUndefined();
    expect(bundledUnits([comfort], 'bag-checked')).toBe(1);
    expect(bundledUnits([comfort], 'sports')).toBe(0);
    expect(bundledUnits([comfort, sport], 'bag-extra-weight')).toBe(1);
  });

  it('knows a Comfort bundle boards first like priority boarding', () => {
    expect(lineGives('bundle-comfort', 'priority')).toBe(true);
    expect(lineGives('priority', 'priority')).toBe(true);
    expect(lineGives('bundle-sport', 'priority')).toBe(false);
  });
});
