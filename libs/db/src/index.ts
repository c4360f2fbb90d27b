export * as schema from './schema.ts';
export { openDatabase, type Database, type Db } from './client.server.ts';
export { migrateDatabase, defaultMigrationsFolder } from './migrate.server.ts';
export { DEFAULT_REGION_ID, findRegionIdByHost, getDomain, listRegionSites } from './queries/domains.server.ts';
export { createTestDatabase } from './testing/test-database.server.ts';
