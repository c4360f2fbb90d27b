import type { Meta, StoryObj } from '@storybook/react-vite';
import type { AgencyBooking, BookingTotals as Totals } from '@skybook/api-contract';
import { BookingTotals } from './booking-totals.tsx';
import { BookingsTable } from './bookings-table.tsx';
import { CreditAlert } from './credit-alert.tsx';
import { CreditSummary } from './credit-summary.tsx';

const bookings: AgencyBooking[] = [
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
const eurTotals: Totals[] = [
  { currency: 'EUR', count: 3, ticketed: 1, sales: 45_900, commission: 3_672, held: 1, heldAmount: 61_250 },
];

function Dashboard({
  limit,
  reserved,
  used,
  available,
  currency,
  alert,
  empty,
  totals = eurTotals,
}: {
  limit?: number;
  reserved?: number;
  used?: number;
  available?: number;
  currency: string;
  alert: 'none' | 'below40' | 'below20';
  empty: boolean;
  totals?: Totals[];
}) {
  return (
    <div style={{ display: 'grid', gap: 16, padding: 16, maxWidth: 960 }}>
      <CreditAlert level={alert} />
      <CreditSummary
        currency={currency}
        creditLimit={limit}
        reserved={reserved}
        used={used}
        available={available}
      />
      <BookingTotals totals={empty ? [] : totals} />
      <BookingsTable bookings={empty ? [] : bookings} caption="Recent bookings" />
    </div>
  );
}

const meta = {
  title: 'Agency portal/Dashboard widgets',
  component: Dashboard,
  args: {
    limit: 2_500_000,
    reserved: 61_250,
    used: 45_900,
    available: 2_392_850,
    currency: 'EUR',
    alert: 'none',
    empty: false,
  },
} satisfies Meta<typeof Dashboard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Healthy: Story = {};
export const Below40: Story = { args: { used: 1_538_750, available: 900_000, alert: 'below40' } };
export const Below20: Story = { args: { used: 2_138_750, available: 300_000, alert: 'below20' } };
/** Spec §3: credit missing → 0; in dollars the symbol comes first. */
export const MissingCreditInUsd: Story = {
  args: {
    limit: undefined,
    reserved: undefined,
    used: undefined,
    available: undefined,
    currency: 'USD',
    empty: true,
  },
};
/** A Mexican agency: its credit in MXN, and totals in each booking's own currency. */
export const AgencyInPesos: Story = {
  args: {
    limit: 50_000_000,
    reserved: 500_000,
    used: 1_025_000,
    available: 48_475_000,
    currency: 'MXN',
    totals: [
      { currency: 'EUR', count: 2, ticketed: 1, sales: 45_900, commission: 3_672, held: 0, heldAmount: 0 },
      {
        currency: 'MXN',
        count: 4,
        ticketed: 2,
        sales: 1_025_000,
        commission: 82_000,
        held: 1,
        heldAmount: 500_000,
      },
    ],
  },
};
