import { describe, expect, it } from 'vitest';
import type { Domain } from '@skybook/api-contract';
import { brandedDomain } from './branded-domain.ts';

const mexico = {
  id: 1,
  telephone: '+52 55 5000 1234',
  facebook: 'https://www.facebook.com/skybookmx',
  twitter: null,
  instagram: 'https://www.instagram.com/skybookmx',
  tiktok: null,
  footerText: 'Skybook Air México, S.A. de C.V.',
  favicon: '/favicons/mx.svg',
  seoTitle: 'Skybook Air México | Vuelos baratos a Europa',
  seoDescription: 'Vuela a Europa.',
  checkin: true,
} as Domain;

describe('brandedDomain (decision 107)', () => {
  it('leaves a region as written on the hosts of the brand it is written for', () => {
    expect(brandedDomain(mexico, 'mx.localhost:3000')).toBe(mexico);
  });

  it('shows another brand’s own favicon, legal text and telephone, and none of Skybook’s accounts or SEO text', () => {
    const solara = brandedDomain(mexico, 'sol.localhost:3000');
    expect(solara).toMatchObject({
      favicon: '/favicons/brand-sol.svg',
      footerText: expect.stringMatching(/^Solara Airways/),
      telephone: '+351 210 000 000',
      facebook: null,
      instagram: null,
      seoTitle: '',
      seoDescription: '',
    });
    // The region's rules stay: Solara sells in the same region.
    expect(solara.checkin).toBe(true);
    expect(JSON.stringify(solara)).not.toMatch(/Skybook/);
  });
});
