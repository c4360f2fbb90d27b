import { eq } from 'drizzle-orm';
import {
  cancelBookingOnAccount,
  COMMISSION_RATE,
  confirmBookingOnAccount,
  confirmCredit,
  holdBookingOnAccount,
  releaseCredit,
  reserveCredit,
} from '@skybook/agency';
import { schema, type Db } from '@skybook/db';

const { agencyBookings } = schema;

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
/** Fares in pesos are about twenty times their price in euros. */
const PER_EUR: Record<string, number> = { EUR: 1, MXN: 20 };
/** A demo hold stays open this long after the seed that made it; then the server's sweep cancels it. */
const DEMO_HOLD_DAYS = 7;
const DAY_MS = 86_400_000;

export interface DemoAgent {
  /** The agency_users id. */
  id: number;
  agencyId: number;
  /** The agency's code, e.g. `andes`. */
  agency: string;
  currency: string;
}

/** The demo booking's hold key in the credit ledger (and `agency_bookings.order_id`). */
export const demoHoldId = (reference: string) => `demo-${reference}`;

/**
 * Eight bookings on account per agent, booked through the same functions the funnel uses, so
 * each has its ledger rows: a `reserve` for every booking, then `confirm` (ticketed) or `release`
 * (cancelled); held ones keep their hold open for a week. A booking that exists keeps its status
 * (the ledger decides it from then on) and only moves with `today`; one seeded before the ledger
 * (no `order_id`) gets the ledger rows its status calls for.
 */
export async function seedBookingsOnAccount(
  db: Db,
  agents: readonly DemoAgent[],
  today: Date,
): Promise<void> {
  const expiresAt = new Date(today.getTime() + DEMO_HOLD_DAYS * DAY_MS);
  for (const [u, agent] of agents.entries()) {
    for (let i = 0; i < 8; i += 1) {
      const n = u * 8 + i;
      const total = (18_000 + ((n * 7_919) % 90_000)) * (PER_EUR[agent.currency] ?? 1);
      const reference = `${agent.agency.slice(0, 2).toUpperCase()}${String(u)}${String(i).padStart(3, '0')}`;
      const booking = {
        orderId: demoHoldId(reference),
        reference,
        passengerName: PASSENGERS[n % PASSENGERS.length]!,
        route: ROUTES[n % ROUTES.length]!,
        currency: agent.currency,
        total,
        commission: Math.round(total * COMMISSION_RATE),
        expiresAt,
      };
      const [existing] = await db
        .select()
        .from(agencyBookings)
        .where(eq(agencyBookings.reference, reference));
      if (!existing) await book(db, agent, booking, STATUSES[n % STATUSES.length]!);
      else if (existing.orderId === null) await backfillLedger(db, existing, booking.orderId, expiresAt);
      await db
        .update(agencyBookings)
        .set({ bookedAt: new Date(today.getTime() - (i * 5 + u) * DAY_MS - 3_600_000) })
        .where(eq(agencyBookings.reference, reference));
    }
  }
}

async function book(
  db: Db,
  agent: DemoAgent,
  booking: Parameters<typeof holdBookingOnAccount>[2],
  status: (typeof STATUSES)[number],
): Promise<void> {
  const outcome = await holdBookingOnAccount(db, { agencyId: agent.agencyId, userId: agent.id }, booking);
  if (!outcome.ok) throw new Error(`demo booking ${booking.reference} refused: ${outcome.reason}`);
  if (status === 'confirmed' && !(await confirmBookingOnAccount(db, booking.orderId)))
    throw new Error(`demo booking ${booking.reference} not confirmed`);
  if (status === 'cancelled' && !(await cancelBookingOnAccount(db, booking.orderId)))
    throw new Error(`demo booking ${booking.reference} not cancelled`);
}

/** Demo data from before the ledger: its hold is reserved, then confirmed or released per its status. */
async function backfillLedger(
  db: Db,
  existing: typeof agencyBookings.$inferSelect,
  holdId: string,
  expiresAt: Date,
): Promise<void> {
  await db.update(agencyBookings).set({ orderId: holdId }).where(eq(agencyBookings.id, existing.id));
  const outcome = await reserveCredit(db, {
    agencyId: existing.agencyId,
    holdId,
    amount: existing.total,
    expiresAt,
  });
  if (!outcome.ok) throw new Error(`demo booking ${existing.reference}: ${outcome.reason}`);
  if (existing.status === 'confirmed') await confirmCredit(db, holdId);
  if (existing.status === 'cancelled') await releaseCredit(db, holdId);
}
