import * as v from 'valibot';
import { IdField, IsoDayField, singleLine } from './fields.ts';
import { AgencyRole, NewPassword } from './identity.ts';

export const BOOKING_STATUSES = ['held', 'confirmed', 'cancelled'] as const;
export const BookingStatus = v.picklist(BOOKING_STATUSES, 'errors.invalid_status');

/** Reports span real days between 1900 and 2199: beyond that, date arithmetic overflows (issue 12). */
const IsoDate = IsoDayField('errors.invalid_date');
const Id = IdField('errors.invalid', 'errors.out_of_range');

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

/**
 * Money of bookings on account in one currency: sales and commission of ticketed (confirmed)
 * bookings only, held (unticketed) ones apart; cancelled and expired bookings add nothing.
 */
export const BookingTotals = v.object({
  currency: v.string(),
  /** Every booking counted, whatever its status. */
  count: v.number(),
  ticketed: v.number(),
  sales: v.number(),
  commission: v.number(),
  held: v.number(),
  heldAmount: v.number(),
});
export type BookingTotals = v.InferOutput<typeof BookingTotals>;

/** The dashboard needs nothing: its money is in the agency's own currency (decision 014). */
export const DashboardRequest = v.object({});
/**
 * Dashboard (decision 014): the credit from the ledger in the agency's currency (`available =
 * creditLimit − reserved − used`), the caller's booking totals per currency, recent bookings, the
 * low-credit alert.
 */
export const DashboardResponse = v.object({
  agencyName: v.string(),
  /** The agency's credit currency: `creditLimit`, `reserved`, `used` and `available` are in it. */
  currency: v.string(),
  creditLimit: v.number(),
  /** Held, not ticketed. */
  reserved: v.number(),
  /** Ticketed (net of refunds given back). */
  used: v.number(),
  available: v.number(),
  alert: v.picklist(['none', 'below40', 'below20']),
  totals: v.array(BookingTotals),
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
export const ReportResponse = v.object({
  bookings: v.array(AgencyBooking),
  totals: v.array(BookingTotals),
  /** Ticketed sales per day and currency, for the chart. */
  byDay: v.array(v.object({ date: v.string(), currency: v.string(), count: v.number(), sales: v.number() })),
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
  singleLine(),
  v.trim(),
  v.toLowerCase(),
  v.regex(/^[a-z0-9._@-]{3,60}$/, 'errors.invalid_username'),
);
const AgentName = v.pipe(
  v.string('errors.invalid_name'),
  singleLine(),
  v.trim(),
  v.minLength(3, 'errors.invalid_name'),
  v.maxLength(120, 'errors.invalid_name'),
);
export const CreateAgentRequest = v.object({ username: Username, name: AgentName, password: NewPassword });
export const UpdateAgentRequest = v.object({ id: Id, name: AgentName, active: v.boolean('errors.invalid') });
export const ResetAgentPasswordRequest = v.object({ id: Id, password: NewPassword });
