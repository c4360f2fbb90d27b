export { BRAND_IDS, DEFAULT_BRAND, isBrandId, type Brand, type BrandId } from './brand.ts';
export { BRANDS, brandForHost } from './registry.ts';
