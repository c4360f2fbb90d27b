import { benchBookings, bookingsReport } from './bookings.ts';
import { benchSearch, searchReport } from './search.ts';

/**
 * Search and booking figures against a server already running, for profiling one change at a
 * time: `BENCH_URL=http://127.0.0.1:4801 DATABASE_URL=postgres://… npx tsx tools/bench/api.ts
 * [search|bookings]`. The gateway is at `GATEWAY_URL` (default: the server's port + 1000).
 */
const url = process.env['BENCH_URL'] ?? 'http://127.0.0.1:4801';
const gatewayUrl = process.env['GATEWAY_URL'] ?? `http://localhost:${Number(new URL(url).port) + 1000}`;
const seconds = Number(process.env['BENCH_SECONDS'] ?? 10);
const only = process.argv[2];

if (only !== 'bookings') console.log(`${searchReport(await benchSearch(url, seconds), seconds)}\n`);
if (only !== 'search') {
  const databaseUrl = process.env['DATABASE_URL'];
  if (!databaseUrl)
    throw new Error('bookings need DATABASE_URL (the server’s PostgreSQL) to check inventory');
  console.log(bookingsReport(await benchBookings({ url, gatewayUrl }, databaseUrl, { seconds })));
}
