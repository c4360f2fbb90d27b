/** An airline identity: everything that differs between two airlines running Skybook. */
export interface Brand {
  id: BrandId;
  /** Shown in the logo, page titles and copyright. */
  name: string;
  /** Two-letter code printed on tickets and in the logo mark. */
  code: string;
  /** Default contact data, used when a regional domain defines none. */
  contact: { telephone: string; email: string };
  /** Hosts this brand owns; a host matching none belongs to the default brand. */
  hosts: readonly string[];
  /** The browser tab icon of the brand's sites (a regional domain of the default brand may have its own). */
  favicon: string;
  /** The operating company, shown in the footer where a regional domain of this brand supplies none. */
  legalText: string;
}

export const BRAND_IDS = ['sky', 'sol'] as const;
export type BrandId = (typeof BRAND_IDS)[number];
export const DEFAULT_BRAND: BrandId = 'sky';

/**
 * Regional domains (spec §3) are written for the default brand: their SEO title, favicon, legal text,
 * telephone and social accounts name that airline. Another brand serving a region shows its own
 * identity instead (decision 107).
 */
export function ownsRegionalIdentity(id: BrandId): boolean {
  return id === DEFAULT_BRAND;
}

export function isBrandId(value: unknown): value is BrandId {
  return typeof value === 'string' && (BRAND_IDS as readonly string[]).includes(value);
}
