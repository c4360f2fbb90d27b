import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { FareCalendarRequest } from '@skybook/api-contract';
import type { Locale } from '@skybook/i18n';
import { AppContextFixture } from '@skybook/ssr';
import { addDays } from '../search/iso-date.ts';
import { fakeSearchApi } from '../testing/fake-search-api.ts';
import { calendarDay } from '../testing/fixtures.ts';
import { MonthFares, type MonthFaresProps } from './month-fares.tsx';

/** Sample totals whatever month is asked (stories only; the page test runs over the real server). */
const api = {
  ...fakeSearchApi(),
  fareCalendar: async (r: FareCalendarRequest) =>
    Array.from({ length: r.days }, (_, i) => {
      const date = addDays(r.from, i);
      return i % 6 === 5 ? calendarDay(date, null) : calendarDay(date, 41_900 + ((i * 31) % 9) * 2_500);
    }),
};

function Demo(props: MonthFaresProps) {
  return (
    <AppContextFixture api={api}>
      <div style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', gap: 4 }}>
        <div />
        <MonthFares {...props} />
      </div>
    </AppContextFixture>
  );
}

const meta = {
  title: 'Booking funnel/Month fares',
  component: Demo,
  render: (args, { globals }) => <Demo {...args} locale={(globals['locale'] as Locale) ?? args.locale} />,
  args: {
    request: {
      origin: 'MAD',
      destination: 'CUN',
      departDate: '2099-12-04',
      adults: 2,
      children: 0,
      infants: 0,
      currency: 'EUR',
    },
    leg: 'outbound',
    selected: '2099-12-04',
    min: '2099-12-02',
    label: 'Month of departure prices',
    locale: 'en',
    onSelect: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ padding: 8, maxWidth: 520 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

/** Opened, then a day two on by keyboard is chosen: it is searched and the month closes. */
export const OpenAndChoose: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Month of departure prices' }));
    await canvas.findByRole('gridcell', { name: /^Friday, December 4, 2099, from / });
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith('2099-12-06');
    await expect(canvas.queryByRole('grid')).toBeNull();
  },
};

/** A 360 px phone: the month fits below the button. */
export const Phone360: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 360, padding: 8, boxSizing: 'border-box' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Month of departure prices' }));
    await canvas.findByRole('gridcell', { name: /^Friday, December 4, 2099, from / });
  },
};
