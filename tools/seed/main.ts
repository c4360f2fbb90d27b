import { migrateDatabase, openDatabase, type Database } from '@skybook/db';
import { seedDemo } from './seed.ts';

/** `npm run seed`: migrate and load the demo data into DATABASE_URL or DATA_DIR (./data). */
const databaseUrl = process.env['DATABASE_URL'];
const dataDir = process.env['DATA_DIR'] ?? './data';
let database: Database | undefined;
try {
  database = await openDatabase({ databaseUrl, dataDir });
  await migrateDatabase(database);
  // SEED_SCALE: copies of every flight per day (1–10), for benchmarks on a bigger network.
  const counts = await seedDemo(database.db, { scale: Number(process.env['SEED_SCALE'] ?? 1) });
  await database.close();
  console.log(
    `Seeded ${counts.regions} regions, ${counts.hosts} hosts and ${counts.datedFlights} dated flights into ${databaseUrl ? 'PostgreSQL' : dataDir}`,
  );
} catch (error) {
  console.error('Seeding failed:', error);
  // Release the pool / the PGlite folder lock before leaving.
  await database?.close().catch(() => {});
  process.exit(1);
}
