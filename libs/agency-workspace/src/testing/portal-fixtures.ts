import { ApiError } from '@skybook/api-contract';
import type {
  Agent,
  AgencySsoSettings,
  AgencyBooking,
  AgencySessionUser,
  ApiClient,
  BookingTotals,
  DashboardResponse,
  ReportResponse,
} from '@skybook/api-contract';

/** Three bookings of Andes Viajes: one ticketed, one held, one cancelled. */
export const SAMPLE_BOOKINGS: AgencyBooking[] = [
  {
    reference: 'AN0000',
    status: 'confirmed',
    passengerName: 'Ana Pérez',
    route: 'MAD-MEX',
    agentId: 1,
    agentName: 'Marta Andes',
    bookedAt: '2026-11-20T10:00:00Z',
    currency: 'EUR',
    total: 45_900,
    commission: 3_672,
  },
  {
    reference: 'AN1001',
    status: 'held',
    passengerName: 'Luis Gómez',
    route: 'LIS-GRU',
    agentId: 2,
    agentName: 'Diego Ruiz',
    bookedAt: '2026-11-18T10:00:00Z',
    currency: 'EUR',
    total: 61_250,
    commission: 4_900,
  },
  {
    reference: 'AN1002',
    status: 'cancelled',
    passengerName: 'Sofia Martins',
    route: 'SJO-MIA',
    agentId: 2,
    agentName: 'Diego Ruiz',
    bookedAt: '2026-11-12T10:00:00Z',
    currency: 'EUR',
    total: 23_000,
    commission: 1_840,
  },
];

/** Held 612.50 and ticketed 459.00 of the bookings above (the cancelled one adds nothing). */
export const SAMPLE_TOTALS: BookingTotals[] = [
  { currency: 'EUR', count: 3, ticketed: 1, sales: 45_900, commission: 3_672, held: 1, heldAmount: 61_250 },
];

export const SAMPLE_DASHBOARD: DashboardResponse = {
  agencyName: 'Andes Viajes',
  currency: 'EUR',
  creditLimit: 2_500_000,
  reserved: 61_250,
  used: 45_900,
  available: 2_392_850,
  alert: 'none',
  totals: SAMPLE_TOTALS,
  recent: SAMPLE_BOOKINGS,
};

export const SAMPLE_AGENTS: Agent[] = [
  { id: 1, username: 'marta', name: 'Marta Andes', role: 'admin', active: true },
  { id: 2, username: 'diego', name: 'Diego Ruiz', role: 'agent', active: true },
  { id: 3, username: 'lucia', name: 'Lucía Vega', role: 'agent', active: false },
];

export const SAMPLE_REPORT: ReportResponse = {
  bookings: SAMPLE_BOOKINGS,
  totals: SAMPLE_TOTALS,
  byDay: [
    { date: '2026-11-18', currency: 'EUR', count: 0, sales: 0 },
    { date: '2026-11-20', currency: 'EUR', count: 1, sales: 45_900 },
  ],
};

export const sessionAs = (role: 'admin' | 'agent'): AgencySessionUser => ({
  type: 'agency',
  uid: 'uid-1',
  name: role === 'admin' ? 'Marta Andes' : 'Diego Ruiz',
  role,
  agencyName: 'Andes Viajes',
  credit: 2_500_000,
  currency: 'EUR',
  sessionId: 'session-1',
});

export type PortalApi = Pick<
  ApiClient,
  | 'getSession'
  | 'signOut'
  | 'changePassword'
  | 'agencyDashboard'
  | 'agencyReport'
  | 'listAgents'
  | 'createAgent'
  | 'updateAgent'
  | 'resetAgentPassword'
  | 'getAgencySso'
  | 'saveAgencySso'
  | 'deleteAgencySso'
>;

/** The portal's endpoints for stories: fixed answers for one agency, signed in with `role` (or signed out). */
export function fakePortalApi(opts: { role?: 'admin' | 'agent' | null; dashboard?: 'ok' | 'fails' } = {}) {
  const role = opts.role === undefined ? 'admin' : opts.role;
  const agents = structuredClone(SAMPLE_AGENTS);
  let sso: AgencySsoSettings | null = null;
  const callbackUrl = 'https://agencies.skybook.example/api/agency/sso/callback';
  const api: PortalApi = {
    getSession: async () => (role ? sessionAs(role) : null),
    signOut: async () => ({ ok: true }),
    changePassword: async () => ({ ok: true }),
    agencyDashboard: async () => {
      if (opts.dashboard === 'fails') throw new Error('offline');
      return SAMPLE_DASHBOARD;
    },
    agencyReport: async () => SAMPLE_REPORT,
    listAgents: async () => structuredClone(agents),
    createAgent: async (input) => {
      const agent: Agent = {
        id: agents.length + 1,
        username: input.username,
        name: input.name,
        role: 'agent',
        active: true,
      };
      agents.push(agent);
      return agent;
    },
    updateAgent: async (input) => {
      const agent = agents.find((a) => a.id === input.id)!;
      Object.assign(agent, { name: input.name, active: input.active });
      return structuredClone(agent);
    },
    resetAgentPassword: async () => ({ ok: true }),
    getAgencySso: async () => ({ settings: sso, callbackUrl }),
    saveAgencySso: async (input) => {
      if (input.emailDomain === 'lusitania.example')
        throw new ApiError(409, {
          error: 'agency.sso.domainTaken',
          fields: { emailDomain: 'agency.sso.domainTaken' },
        });
      sso = {
        issuer: input.issuer,
        clientId: input.clientId,
        emailDomain: input.emailDomain,
        unknownUsers: input.unknownUsers,
      };
      return { settings: sso, callbackUrl };
    },
    deleteAgencySso: async () => {
      sso = null;
      return { ok: true };
    },
  };
  return api;
}
