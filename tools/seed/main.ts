import { migrateDatabase, openDatabase } from '@skybook/db';
import { seedDemo } from './seed.ts';

/** `npm run seed`: migrate and load the demo data into DATABASE_URL or DATA_DIR (./data). */
const databaseUrl = process.env['DATABASE_URL'];
const dataDir = process.env['DATA_DIR'] ?? './data';
try {
  const database = await openDatabase({ databaseUrl, dataDir });
  await migrateDatabase(database);
  const counts = await seedDemo(database.db);
  await database.close();
  console.log(`Seeded ${counts.regions} regions and ${counts.hosts} hosts into ${databaseUrl ? 'PostgreSQL' : dataDir}`);
} catch (error) {
  console.error('Seeding failed:', error);
  process.exit(1);
}
