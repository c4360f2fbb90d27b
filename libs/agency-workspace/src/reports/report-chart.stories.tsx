import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ReportChart } from './report-chart.tsx';

/** Intl puts no-break and narrow no-break spaces in amounts; the checks read them as spaces. */
const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
const texts = (elements: Element[]) => elements.map((e) => plain(e.textContent));

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
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ReportChart>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Money gridlines, dates under the bars, each value above its bar, and the same figures as a table. */
export const Euros: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const chart = canvas.getByRole('img');
    await expect(plain(chart.getAttribute('aria-label'))).toContain('from Wednesday, November 18, 2026');
    await expect(plain(chart.getAttribute('aria-label'))).toContain('2,355.50 € in total');
    await expect(texts(canvas.getAllByTestId('chart-y-tick'))).toEqual([
      '0 €',
      '500 €',
      '1,000 €',
      '1,500 €',
    ]);
    await expect(texts(canvas.getAllByTestId('chart-x-label'))).toEqual(['Nov 18', 'Nov 19', 'Nov 21']);
    await expect(texts(canvas.getAllByTestId('chart-value'))).toEqual(['459.00 €', '1,284.00 €', '612.50 €']);

    const toggle = canvas.getByRole('button', { name: 'Show as table' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('table')).toBeNull();
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle).toHaveAccessibleName('Hide table');
    const table = canvas.getByRole('table', { name: 'Ticketed sales per day in EUR' });
    const rows = within(table)
      .getAllByRole('row')
      .map((r) => texts([...r.querySelectorAll('th, td')]));
    await expect(rows).toEqual([
      ['Date', 'Bookings', 'Sales'],
      ['Wed, Nov 18', '1', '459.00 €'],
      ['Thu, Nov 19', '3', '1,284.00 €'],
      ['Sat, Nov 21', '2', '612.50 €'],
      ['Total', '6', '2,355.50 €'],
    ]);
    await userEvent.click(toggle);
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** A month of days: the dates are thinned so they never meet, and values show on hover only. */
export const AMonth: Story = {
  args: {
    currency: 'MXN',
    days: Array.from({ length: 30 }, (_, i) => ({
      date: `2026-11-${String(i + 1).padStart(2, '0')}`,
      count: 1 + (i % 4),
      sales: 250_000 + ((i * 7_919) % 9) * 100_000,
    })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(texts(canvas.getAllByTestId('chart-y-tick'))).toEqual([
      'MX$ 0',
      'MX$ 5,000',
      'MX$ 10,000',
      'MX$ 15,000',
    ]);
    const labels = texts(canvas.getAllByTestId('chart-x-label'));
    await expect(labels[0]).toBe('Nov 1');
    await expect(labels.length).toBeGreaterThan(2);
    await expect(labels.length).toBeLessThan(30);
    await expect(canvas.queryAllByTestId('chart-value')).toHaveLength(0);
    await userEvent.click(canvas.getByRole('button', { name: 'Show as table' }));
    // One row per day, between the header and the total.
    await expect(within(canvas.getByRole('table')).getAllByRole('row')).toHaveLength(32);
  },
};

/** A currency with only held bookings in the range: no bars to draw. */
export const NoSales: Story = {
  args: { days: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No ticketed sales in EUR in this range.')).toBeVisible();
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
