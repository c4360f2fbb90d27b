import {
  bookingTotals,
  createAgent,
  creditAlert,
  ledgerCredit,
  listAgents,
  listBookings,
  resetAgentPassword,
  salesByDay,
  updateAgent,
  type AgencyActor,
  type BookingRow,
} from '@skybook/agency';
import type { HandlerDeps, Handlers, RequestContext } from './handler-types.ts';
import { DomainError } from '@skybook/api-contract';
import { requireAgency } from './guards.ts';

/**
 * Authorization (decision 035): every query is scoped by the caller's agency taken from the
 * verified token, never from the request body. Agents see the agency's credit and only their own
 * bookings; agent management is for the agency's admin (403 for agents, 404 for other agencies' ids).
 */
export function requireAdmin(ctx: RequestContext): AgencyActor {
  const actor = requireAgency(ctx);
  if (actor.role !== 'admin') throw new DomainError(403, 'agency.forbidden');
  return actor;
}

const ownOnly = (actor: AgencyActor) => (actor.role === 'agent' ? actor.userId : undefined);
const toBooking = (row: BookingRow) => ({ ...row, bookedAt: row.bookedAt.toISOString() });

export function agencyHandlers(
  deps: HandlerDeps,
): Pick<
  Handlers,
  'agencyDashboard' | 'agencyReport' | 'listAgents' | 'createAgent' | 'updateAgent' | 'resetAgentPassword'
> {
  const { db } = deps;
  return {
    /**
     * Decision 014: the credit is summed from the ledger and shown in the agency's own currency
     * (never converted to the site's); each booking keeps its own currency.
     */
    async agencyDashboard(_input, ctx) {
      const actor = requireAgency(ctx);
      const credit = await ledgerCredit(db, actor.agencyId);
      if (!credit) throw new DomainError(404, 'errors.not_found');
      const own = { agencyId: actor.agencyId, agentId: ownOnly(actor) };
      const [totals, recent] = await Promise.all([
        bookingTotals(db, own),
        listBookings(db, { ...own, limit: 5 }),
      ]);
      return {
        agencyName: actor.agencyName,
        currency: credit.currency,
        creditLimit: credit.limit,
        reserved: credit.reserved,
        used: credit.used,
        available: credit.available,
        alert: creditAlert(credit.limit, credit.available),
        totals,
        recent: recent.map(toBooking),
      };
    },

    async agencyReport({ from, to, agentId, status }, ctx) {
      const actor = requireAgency(ctx);
      if (actor.role === 'agent' && agentId !== undefined && agentId !== actor.userId) {
        throw new DomainError(403, 'agency.forbidden');
      }
      if (agentId !== undefined && !(await listAgents(db, actor.agencyId)).some((a) => a.id === agentId)) {
        throw new DomainError(404, 'errors.not_found', { agentId: 'errors.not_found' });
      }
      const filter = { agencyId: actor.agencyId, agentId: ownOnly(actor) ?? agentId, status, from, to };
      const [rows, totals] = await Promise.all([listBookings(db, filter), bookingTotals(db, filter)]);
      return { bookings: rows.map(toBooking), totals, byDay: salesByDay(rows) };
    },

    async listAgents(_input, ctx) {
      const actor = requireAdmin(ctx);
      return listAgents(db, actor.agencyId);
    },

    async createAgent(input, ctx) {
      const actor = requireAdmin(ctx);
      const agent = await createAgent(db, actor.agencyId, input);
      if (!agent) throw new DomainError(409, 'errors.validation', { username: 'errors.username_taken' });
      return agent;
    },

    async updateAgent({ id, ...changes }, ctx) {
      const actor = requireAdmin(ctx);
      const agent = await updateAgent(db, actor.agencyId, id, changes);
      if (!agent) throw new DomainError(404, 'errors.not_found');
      return agent;
    },

    async resetAgentPassword({ id, password }, ctx) {
      const actor = requireAdmin(ctx);
      if (!(await resetAgentPassword(db, actor.agencyId, id, password)))
        throw new DomainError(404, 'errors.not_found');
      return { ok: true };
    },
  };
}
