import * as v from 'valibot';
import { AgencyRole, NewPassword } from './identity.ts';

export const BOOKING_STATUSES = ['held', 'confirmed', 'cancelled'] as const;
export const BookingStatus = v.picklist(BOOKING_STATUSES, 'errors.invalid_status');

const IsoDate = v.pipe(v.string('errors.invalid_date'), v.isoDate('errors.invalid_date'));
const Currency = v.pipe(
  v.string('errors.invalid_currency'),
  v.regex(/^[A-Z]{3}$/, 'errors.invalid_currency'),
);
const Id = v.pipe(v.number('errors.invalid'), v.integer('errors.invalid'), v.minValue(1, 'errors.invalid'));

export const AgencyBooking = v.object({
  reference: v.string(),
  status: BookingStatus,
  passengerName: v.string(),
  route: v.string(),
  agentId: v.number(),
  agentName: v.string(),
  /** ISO 8601 instant (UTC). */
  bookedAt: v.string(),
  currency: v.string(),
  total: v.number(),
  commission: v.number(),
});
export type AgencyBooking = v.InferOutput<typeof AgencyBooking>;

export const DashboardRequest = v.object({ currency: Currency });
/** Dashboard: credit in the requested display currency, recent bookings, the low-credit alert. */
export const DashboardResponse = v.object({
  agencyName: v.string(),
  currency: v.string(),
  creditLimit: v.number(),
  available: v.number(),
  alert: v.picklist(['none', 'below40', 'below20']),
  recent: v.array(AgencyBooking),
});
export type DashboardResponse = v.InferOutput<typeof DashboardResponse>;

export const ReportRequest = v.pipe(
  v.object({
    from: IsoDate,
    to: IsoDate,
    agentId: v.optional(Id),
    status: v.optional(BookingStatus),
  }),
  v.forward(
    v.partialCheck([['from'], ['to']], (r) => r.from <= r.to, 'errors.invalid_date_range'),
    ['to'],
  ),
);
export type ReportRequest = v.InferInput<typeof ReportRequest>;
export const ReportTotal = v.object({
  currency: v.string(),
  count: v.number(),
  total: v.number(),
  commission: v.number(),
});
export const ReportResponse = v.object({
  bookings: v.array(AgencyBooking),
  totals: v.array(ReportTotal),
  /** One entry per day with bookings, for the chart. */
  byDay: v.array(v.object({ date: v.string(), count: v.number(), total: v.number() })),
});
export type ReportResponse = v.InferOutput<typeof ReportResponse>;

export const Agent = v.object({
  id: v.number(),
  username: v.string(),
  name: v.string(),
  role: AgencyRole,
  active: v.boolean(),
});
export type Agent = v.InferOutput<typeof Agent>;
const Username = v.pipe(
  v.string('errors.invalid_username'),
  v.trim(),
  v.toLowerCase(),
  v.regex(/^[a-z0-9._@-]{3,60}$/, 'errors.invalid_username'),
);
const AgentName = v.pipe(
  v.string('errors.invalid_name'),
  v.trim(),
  v.minLength(3, 'errors.invalid_name'),
  v.maxLength(120, 'errors.invalid_name'),
);
export const CreateAgentRequest = v.object({ username: Username, name: AgentName, password: NewPassword });
export const UpdateAgentRequest = v.object({ id: Id, name: AgentName, active: v.boolean('errors.invalid') });
export const ResetAgentPasswordRequest = v.object({ id: Id, password: NewPassword });
