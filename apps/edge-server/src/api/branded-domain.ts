import type { Domain } from '@skybook/api-contract';
import { BRANDS, brandForHost, ownsRegionalIdentity } from '@skybook/brands';

/**
 * A regional domain as the brand of the request's host shows it (decision 107). The regional rows
 * speak for the default brand; another brand keeps the region's languages, currencies and rules but
 * shows its own favicon, legal text and telephone, no social accounts (they are the other airline's),
 * and an empty SEO title and description, so every page titles itself in its own language.
 */
export function brandedDomain<D extends Domain>(domain: D, host: string): D {
  const brand = BRANDS[brandForHost(host)];
  if (ownsRegionalIdentity(brand.id)) return domain;
  return {
    ...domain,
    telephone: brand.contact.telephone,
    facebook: null,
    twitter: null,
    instagram: null,
    tiktok: null,
    footerText: brand.legalText,
    favicon: brand.favicon,
    seoTitle: '',
    seoDescription: '',
  };
}
