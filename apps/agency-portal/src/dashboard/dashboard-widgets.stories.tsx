import type { Meta, StoryObj } from '@storybook/react-vite';
import type { AgencyBooking } from '@skybook/api-contract';
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

function Dashboard({
  limit,
  available,
  currency,
  alert,
  empty,
}: {
  limit?: number;
  available?: number;
  currency: string;
  alert: 'none' | 'below40' | 'below20';
  empty: boolean;
}) {
  return (
    <div style={{ display: 'grid', gap: 16, padding: 16, maxWidth: 960 }}>
      <CreditAlert level={alert} />
      <CreditSummary creditLimit={limit} available={available} currency={currency} />
      <BookingsTable bookings={empty ? [] : bookings} caption="Recent bookings" />
    </div>
  );
}

const meta = {
  title: 'Agency portal/Dashboard widgets',
  component: Dashboard,
  args: { limit: 2_500_000, available: 1_900_000, currency: 'EUR', alert: 'none', empty: false },
} satisfies Meta<typeof Dashboard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Healthy: Story = {};
export const Below40: Story = { args: { available: 900_000, alert: 'below40' } };
export const Below20: Story = { args: { available: 300_000, alert: 'below20' } };
/** Spec §3: credit missing → 0; in dollars the symbol comes first. */
export const MissingCreditInUsd: Story = {
  args: { limit: undefined, available: undefined, currency: 'USD', empty: true },
};
