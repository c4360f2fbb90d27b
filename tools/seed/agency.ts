import { sql } from 'drizzle-orm';
import { COMMISSION_RATE, hashPassword } from '@skybook/agency';
import { schema, type Db } from '@skybook/db';

const { agencies, agencyBookings, agencyUsers } = schema;

/** Documented in libs/agency/README.md; demo data only. */
export const DEMO_AGENCY_PASSWORD = 'Skybook-demo-2026';

const AGENCIES = [
  { code: 'andes', name: 'Andes Viajes', currency: 'EUR', creditLimit: 2_500_000 },
  { code: 'lusitania', name: 'Lusitânia Tours', currency: 'EUR', creditLimit: 1_000_000 },
] as const;

const USERS = [
  {
    agency: 'andes',
    username: 'admin@andes.example',
    name: 'Marta Andes',
    uid: 'andesAdmin0000000001',
    role: 'admin',
  },
  {
    agency: 'andes',
    username: 'agent@andes.example',
    name: 'Diego Ruiz',
    uid: 'andesAgent0000000002',
    role: 'agent',
  },
  {
    agency: 'lusitania',
    username: 'admin@lusitania.example',
    name: 'João Silva',
    uid: 'lusitAdmin0000000003',
    role: 'admin',
  },
  {
    agency: 'lusitania',
    username: 'agent@lusitania.example',
    name: 'Rita Costa',
    uid: 'lusitAgent0000000004',
    role: 'agent',
  },
] as const;

const ROUTES = ['MAD-MEX', 'LIS-GRU', 'SJO-MIA', 'SDQ-MAD', 'TGU-MIA', 'MEX-CUN'];
const PASSENGERS = [
  'Ana Pérez',
  'Luis Gómez',
  'Sofia Martins',
  'Pedro Alves',
  'Carla Núñez',
  'Tomás Ferreira',
];
const STATUSES = ['confirmed', 'confirmed', 'held', 'cancelled'] as const;

/**
 * Two agencies, each with an admin and an agent, and a month and a half of bookings on account
 * spread over both users. Users are only inserted, never overwritten, so a password changed by
 * hand survives the next `npm run dev`; bookings move with today so the reports have recent data.
 */
export async function seedAgencies(db: Db, today = new Date()): Promise<void> {
  const passwordHash = await hashPassword(DEMO_AGENCY_PASSWORD);
  await db.transaction(async (tx) => {
    for (const agency of AGENCIES) {
      await tx
        .insert(agencies)
        .values(agency)
        .onConflictDoUpdate({
          target: agencies.code,
          set: { name: agency.name, currency: agency.currency, creditLimit: agency.creditLimit },
        });
    }
    const ids = new Map(
      (await tx.select({ id: agencies.id, code: agencies.code }).from(agencies)).map((a) => [a.code, a.id]),
    );
    for (const user of USERS) {
      await tx
        .insert(agencyUsers)
        .values({
          agencyId: ids.get(user.agency)!,
          username: user.username,
          name: user.name,
          uid: user.uid,
          role: user.role,
          passwordHash,
        })
        .onConflictDoNothing();
    }
    const users = await tx
      .select({ id: agencyUsers.id, uid: agencyUsers.uid, agencyId: agencyUsers.agencyId })
      .from(agencyUsers);
    const byUid = new Map(users.map((u) => [u.uid, u]));
    const rows = [];
    for (const [u, user] of USERS.entries()) {
      const row = byUid.get(user.uid)!;
      for (let i = 0; i < 8; i += 1) {
        const n = u * 8 + i;
        const total = 18_000 + ((n * 7_919) % 90_000);
        rows.push({
          agencyId: row.agencyId,
          agentId: row.id,
          reference: `${user.agency.slice(0, 2).toUpperCase()}${String(u)}${String(i).padStart(3, '0')}`,
          status: STATUSES[n % STATUSES.length]!,
          passengerName: PASSENGERS[n % PASSENGERS.length]!,
          route: ROUTES[n % ROUTES.length]!,
          currency: 'EUR',
          total,
          commission: Math.round(total * COMMISSION_RATE),
          bookedAt: new Date(today.getTime() - (i * 5 + u) * 86_400_000 - 3_600_000),
        });
      }
    }
    await tx
      .insert(agencyBookings)
      .values(rows)
      .onConflictDoUpdate({
        target: agencyBookings.reference,
        set: { bookedAt: sql.raw('excluded.booked_at'), status: sql.raw('excluded.status') },
      });
  });
}
