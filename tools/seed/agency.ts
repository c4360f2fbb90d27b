import { eq } from 'drizzle-orm';
import { hashPassword } from '@skybook/agency';
import { schema, type Db } from '@skybook/db';
import { seedBookingsOnAccount } from './agency-bookings.ts';

const { agencies, agencyUsers } = schema;

/** Documented in libs/agency/README.md; demo data only. */
export const DEMO_AGENCY_PASSWORD = 'Skybook-demo-2026';

const AGENCIES = [
  { code: 'andes', name: 'Andes Viajes', currency: 'EUR', creditLimit: 2_500_000 },
  { code: 'lusitania', name: 'Lusitânia Tours', currency: 'EUR', creditLimit: 1_000_000 },
  { code: 'azteca', name: 'Azteca Viajes', currency: 'MXN', creditLimit: 50_000_000 },
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
  {
    agency: 'azteca',
    username: 'admin@azteca.example',
    name: 'Lucía Hernández',
    uid: 'aztecAdmin0000000005',
    role: 'admin',
  },
  {
    agency: 'azteca',
    username: 'agent@azteca.example',
    name: 'Jorge Torres',
    uid: 'aztecAgent0000000006',
    role: 'agent',
  },
] as const;

/**
 * Three agencies (two in EUR, one in MXN), each with an admin and an agent, and a month and a half
 * of bookings on account spread over both users, each with its holds in the credit ledger.
 * Users are only inserted, never overwritten, so a password changed by hand survives the next
 * `npm run dev`; bookings move with today so the reports have recent data.
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
    const rows = await tx
      .select({ id: agencies.id, code: agencies.code, currency: agencies.currency })
      .from(agencies);
    const byCode = new Map(rows.map((a) => [a.code, a]));
    for (const user of USERS) {
      await tx
        .insert(agencyUsers)
        .values({
          agencyId: byCode.get(user.agency)!.id,
          username: user.username,
          name: user.name,
          uid: user.uid,
          role: user.role,
          passwordHash,
        })
        .onConflictDoNothing();
    }
    const agents = [];
    for (const user of USERS) {
      const [row] = await tx
        .select({ id: agencyUsers.id, agencyId: agencyUsers.agencyId })
        .from(agencyUsers)
        .where(eq(agencyUsers.uid, user.uid));
      agents.push({ ...row!, agency: user.agency, currency: byCode.get(user.agency)!.currency });
    }
    await seedBookingsOnAccount(tx, agents, today);
  });
}
