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
}

export const BRAND_IDS = ['sky', 'sol'] as const;
export type BrandId = (typeof BRAND_IDS)[number];
export const DEFAULT_BRAND: BrandId = 'sky';

export function isBrandId(value: unknown): value is BrandId {
  return typeof value === 'string' && (BRAND_IDS as readonly string[]).includes(value);
}
