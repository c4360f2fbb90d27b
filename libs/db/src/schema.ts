/** Every table, one file per area; the tables import each other directly, this file only re-exports. */
export * from './schema/regions.ts';
export * from './schema/content.ts';
export * from './schema/newsletter.ts';
export * from './schema/claims.ts';
export * from './schema/inventory.ts';
export * from './schema/agency.ts';
export * from './schema/agency-sso.ts';
export * from './schema/orders.ts';
export * from './schema/checkin.ts';
export * from './schema/rate-limits.ts';
export * from './schema/sandbox-gateway.ts';
export * from './schema/content-generation.ts';
export * from './schema/consent.ts';
export * from './schema/jobs.ts';
export * from './schema/holidays.ts';
