export * as schema from './schema.ts';
export { openDatabase, type Database, type Db } from './client.server.ts';
export { migrateDatabase, defaultMigrationsFolder } from './migrate.server.ts';
export {
  DEFAULT_REGION_ID,
  configuredHostFor,
  findRegionIdByHost,
  getDomain,
  listRegionHostsLike,
  listRegionSites,
} from './queries/domains.server.ts';
export {
  getBanners,
  getContentPage,
  getMenu,
  getOffers,
  getSliders,
  listContentPages,
  type ContentScope,
} from './queries/content.server.ts';
export { createTestDatabase } from './testing/test-database.server.ts';
export {
  markConfirmationSent,
  subscribeToNewsletter,
  unsubscribeFromNewsletter,
  type SubscribeOutcome,
  type Subscriber,
} from './queries/newsletter.server.ts';
export { fileClaim, markClaimReceiptSent, type Claim, type NewClaim } from './queries/claims.server.ts';
export {
  createDbRateLimiter,
  pruneRateLimits,
  type RateLimiter,
  type RateRule,
  type RateVerdict,
} from './queries/rate-limits.server.ts';
