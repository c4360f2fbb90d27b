export * as schema from './schema.ts';
export { openDatabase, type Database, type Db } from './client.server.ts';
export { rowsOf, sqlState } from './sql-rows.server.ts';
export { migrateDatabase } from './migrate.server.ts';
export {
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
} from './queries/content.server.ts';
export { createTestDatabase, createTestDatabaseForTwo } from './testing/test-database.server.ts';
export {
  confirmNewsletter,
  markConfirmationSent,
  subscribeToNewsletter,
  unsubscribeFromNewsletter,
} from './queries/newsletter.server.ts';
export { fileClaim, markClaimReceiptSent } from './queries/claims.server.ts';
export { createDbRateLimiter, type RateLimiter } from './queries/rate-limits.server.ts';
export { consentHistory, recordConsent } from './queries/consent.server.ts';
export { readContentGeneration } from './queries/content-generation.server.ts';
export { jobLag, startJobRunner, type Job } from './jobs/job-runner.server.ts';
