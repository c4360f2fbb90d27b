import type { Meta, StoryObj } from '@storybook/react-vite';
import { ReportChart } from './report-chart.tsx';

const meta = {
  title: 'Agency portal/Report chart',
  component: ReportChart,
  args: {
    currency: 'EUR',
    days: [
      { date: '2026-11-18', count: 1, sales: 45_900 },
      { date: '2026-11-19', count: 3, sales: 128_400 },
      { date: '2026-11-21', count: 2, sales: 61_250 },
    ],
  },
} satisfies Meta<typeof ReportChart>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Ticketed sales per day; hover a bar for its figures. */
export const Euros: Story = {};
export const Pesos: Story = {
  args: {
    currency: 'MXN',
    days: [
      { date: '2026-11-20', count: 2, sales: 1_025_000 },
      { date: '2026-11-22', count: 1, sales: 360_000 },
    ],
  },
};
