import { describe, expect, it } from 'vitest';
import { appForPath } from './pick-app.ts';

const both = ['booking-web', 'agency-portal'] as const;

describe('appForPath', () => {
  it('sends /{lang}/ta and below to the agency portal', () => {
    expect(appForPath('/en/ta', both)).toBe('agency-portal');
    expect(appForPath('/pt/ta/reports', both)).toBe('agency-portal');
  });
  it('sends everything else to the booking site', () => {
    expect(appForPath('/', both)).toBe('booking-web');
    expect(appForPath('/es/select', both)).toBe('booking-web');
    expect(appForPath('/en/tarifas', both)).toBe('booking-web');
  });
  it('lets a single-app deployment own every path', () => {
    expect(appForPath('/en/select', ['agency-portal'])).toBe('agency-portal');
  });
});
