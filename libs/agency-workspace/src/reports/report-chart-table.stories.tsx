import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ReportChartTable } from './report-chart-table.tsx';

/** Intl puts no-break and narrow no-break spaces in amounts; the checks read them as spaces. */
const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

const meta = {
  title: 'Agency portal/Report chart table',
  component: ReportChartTable,
  args: {
    id: 'report-table',
    hidden: false,
    currency: 'EUR',
    days: [
      { date: '2026-11-18', count: 1, sales: 45_900 },
      { date: '2026-11-19', count: 3, sales: 128_400 },
    ],
  },
} satisfies Meta<typeof ReportChartTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One row per day and a total row that adds them up. */
export const TwoDays: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Ticketed sales per day in EUR' });
    const rows = within(table).getAllByRole('row');
    // Header, two days, total.
    await expect(rows).toHaveLength(4);
    const total = within(rows[3]!)
      .getAllByRole('cell')
      .map((cell) => plain(cell.textContent));
    await expect(total).toEqual(['4', '1,743.00 €']);
  },
};

/** Closed until the chart's "Show as table" opens it. */
export const Hidden: Story = {
  args: { hidden: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('table')).toBeNull();
  },
};
