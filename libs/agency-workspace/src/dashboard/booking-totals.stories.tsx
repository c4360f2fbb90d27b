import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SAMPLE_TOTALS } from '../testing/portal-fixtures.ts';
import { BookingTotals } from './booking-totals.tsx';

const meta = {
  title: 'Agency portal/BookingTotals',
  component: BookingTotals,
  decorators: [(Story) => <div style={{ padding: 16, maxWidth: 960 }}>{Story()}</div>],
  args: { totals: SAMPLE_TOTALS },
} satisfies Meta<typeof BookingTotals>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Sales and commission of ticketed bookings only; held ones apart. */
export const InEuros: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/459/)).toBeInTheDocument();
  },
};
/** A Mexican agency: totals in each booking's own currency. */
export const SeveralCurrencies: Story = {
  args: {
    totals: [
      ...SAMPLE_TOTALS,
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
export const Empty: Story = { args: { totals: [] } };
