import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import type { Locale } from '@skybook/i18n';
import { addDays } from '../search/iso-date.ts';
import { calendarDay } from '../testing/fixtures.ts';
import { FareMonth } from './fare-month.tsx';

/** December 2026 in MXN for 2 passengers: flights on most days, none on Tuesdays. */
const DECEMBER = Array.from({ length: 31 }, (_, i) => {
  const date = addDays('2026-12-01', i);
  if (i % 7 === 0) return calendarDay(date, null);
  const amount = 2_900_000 + ((i * 7919) % 23) * 45_000;
  return calendarDay(date, amount, i % 5 === 0 ? 'classic' : 'basic', 'MXN');
});

const meta = {
  title: 'Booking funnel/Fare month',
  component: FareMonth,
  // The locale toolbar drives both the language and the formatting.
  render: (args, { globals }) => (
    <FareMonth {...args} locale={(globals['locale'] as Locale) ?? args.locale} />
  ),
  args: {
    focused: '2026-12-04',
    selected: '2026-12-04',
    min: '2026-12-02',
    days: DECEMBER,
    loading: false,
    passengers: 2,
    currency: 'MXN',
    locale: 'en',
    onMove: fn(),
    onChoose: fn(),
    onClose: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ padding: 8, maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FareMonth>;
export default meta;
type Story = StoryObj<typeof meta>;

export const December: Story = {
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByRole('grid', { name: 'December 2026' });
    const day = within(grid).getByRole('gridcell', { name: /^Friday, December 4, 2026, from MX\$ / });
    await expect(day).toHaveAccessibleName(/for 2 passengers, Basic fare/);
    await expect(
      within(grid).getByRole('gridcell', { name: 'Tuesday, December 1, 2026, not available' }),
    ).toHaveAttribute('aria-disabled', 'true');
    await expect(
      within(grid).getByRole('gridcell', { name: 'Tuesday, December 8, 2026, no flights' }),
    ).toHaveAttribute('aria-disabled', 'true');
  },
};

/** A 360 px phone: seven columns of totals without sideways scrolling. */
export const Phone360: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 360, padding: 8, boxSizing: 'border-box' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const panel = canvasElement.querySelector('section')!;
    await expect(panel.scrollWidth).toBeLessThanOrEqual(panel.clientWidth + 1);
  },
};

export const Loading: Story = { args: { days: undefined, loading: true } };

/** In Spanish, weeks start on Monday and the heading is in sentence case. */
export const Spanish: Story = {
  args: { locale: 'es' },
  globals: { locale: 'es' },
};
