import { describe, expect, it } from 'vitest';
import type { Domain, Offer } from '@skybook/api-contract';
import { offersNeedReload, showOffersFetching } from './offers-rules.ts';
import { defaultCurrency, defaultLocale, languageIdOf } from './preference-rules.ts';
import { isPreview } from './use-preview.ts';
import { offersQuery } from './content-queries.ts';
import type { ApiClient } from '@skybook/api-contract';

const domain = {
  id: 1,
  languages: [
    { id: 2, code: 'es' },
    { id: 1, code: 'en' },
  ],
  languageId: 2,
  currencies: [
    { id: 1, code: 'EUR' },
    { id: 3, code: 'MXN' },
  ],
  currencyId: 3,
} as Domain;
const offer = (currencyCode: string): Offer => ({
  id: 1,
  title: 'x',
  originCode: 'MEX',
  destinationCode: 'MAD',
  image: '',
  amount: 1,
  currencyCode,
});

describe('language and currency defaults (spec §4)', () => {
  it('uses the domain default language unless the visitor changed it', () => {
    expect(defaultLocale(domain, { locale: 'en', localeChanged: false })).toBe('es');
    expect(defaultLocale(domain, { locale: 'en', localeChanged: true })).toBe('en');
    expect(defaultLocale(domain, { locale: 'fr', localeChanged: true })).toBe('es');
    expect(defaultLocale(null, { localeChanged: false })).toBe('en');
  });

  it('uses the domain default currency unless the visitor chose one the domain sells in', () => {
    expect(defaultCurrency(domain, undefined)).toEqual({ currency: 'MXN', changed: false });
    expect(defaultCurrency(domain, 'EUR')).toEqual({ currency: 'EUR', changed: true });
    expect(defaultCurrency(domain, 'CRC')).toEqual({ currency: 'MXN', changed: false });
    expect(defaultCurrency(null, undefined)).toEqual({ currency: 'EUR', changed: false });
  });

  it('maps a locale to the domain’s language id, or its default language', () => {
    expect(languageIdOf(domain, 'en')).toBe(1);
    expect(languageIdOf(domain, 'pt')).toBe(2);
  });
});

describe('offers reload rules (spec §4)', () => {
  it('reloads on start when any offer is in another currency', () => {
    expect(offersNeedReload([offer('EUR'), offer('MXN')], 'MXN')).toBe(true);
    expect(offersNeedReload([offer('MXN')], 'MXN')).toBe(false);
    expect(offersNeedReload(undefined, 'MXN')).toBe(false);
  });

  it('keys the query by domain, language, currency and preview, so a change of any reloads', () => {
    const api = {} as ApiClient;
    const base = { domainId: 1, languageId: 2, currency: 'MXN', preview: false };
    const key = (o: Partial<typeof base>) => JSON.stringify(offersQuery(api, { ...base, ...o }).queryKey);
    expect(
      new Set([
        key({}),
        key({ domainId: 2 }),
        key({ languageId: 1 }),
        key({ currency: 'EUR' }),
        key({ preview: true }),
      ]).size,
    ).toBe(5);
  });

  it('shows the fetching indicator only on home', () => {
    expect(showOffersFetching(true, true)).toBe(true);
    expect(showOffersFetching(true, false)).toBe(false);
    expect(showOffersFetching(false, true)).toBe(false);
  });
});

describe('preview mode (spec §4)', () => {
  it('is on only when preview equals 1', () => {
    expect(isPreview({ preview: 1 })).toBe(true);
    expect(isPreview({ preview: '1' })).toBe(true);
    expect(isPreview({ preview: 0 })).toBe(false);
    expect(isPreview({ preview: 'yes' })).toBe(false);
    expect(isPreview({})).toBe(false);
  });
});
