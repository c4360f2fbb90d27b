export { BRAND_IDS, DEFAULT_BRAND, isBrandId, ownsRegionalIdentity, type BrandId } from './brand.ts';
export { BRANDS, brandForHost } from './registry.ts';
