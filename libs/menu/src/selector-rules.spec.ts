import { describe, expect, it } from 'vitest';
import { selectorAction, type SelectorState } from './selector-rules.ts';

const state: SelectorState = {
  regionId: 1,
  locale: 'es',
  currency: 'MXN',
  pathWithSearch: '/es/contact?preview=1',
};

describe('selector rules (spec §4)', () => {
  it('sends another region to the same path on that region’s host', () => {
    expect(
      selectorAction({ kind: 'region', regionId: 5, regionUrl: 'http://pt.localhost:3000' }, state),
    ).toEqual({
      kind: 'redirect',
      url: 'http://pt.localhost:3000/es/contact?preview=1',
    });
  });

  it('does nothing when the current region is chosen again', () => {
    expect(selectorAction({ kind: 'region', regionId: 1, regionUrl: 'http://mx.localhost' }, state)).toEqual({
      kind: 'none',
    });
  });

  it('changes the language within the region by going to that language’s home', () => {
    expect(selectorAction({ kind: 'language', locale: 'en' }, state)).toEqual({
      kind: 'language',
      locale: 'en',
      path: '/en',
    });
    expect(selectorAction({ kind: 'language', locale: 'es' }, state)).toEqual({ kind: 'none' });
  });

  it('changes the currency within the region without navigating', () => {
    expect(selectorAction({ kind: 'currency', currency: 'USD' }, state)).toEqual({
      kind: 'currency',
      currency: 'USD',
    });
    expect(selectorAction({ kind: 'currency', currency: 'MXN' }, state)).toEqual({ kind: 'none' });
  });
});
