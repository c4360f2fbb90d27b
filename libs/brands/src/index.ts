export { BRAND_IDS, DEFAULT_BRAND, isBrandId, type BrandId } from './brand.ts';
export { brandForHost } from './registry.ts';
