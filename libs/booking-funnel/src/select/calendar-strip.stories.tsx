import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Locale } from '@skybook/i18n';
import { fn } from 'storybook/test';
import { calendarDay } from '../testing/fixtures.ts';
import { CalendarStrip } from './calendar-strip.tsx';

const meta = {
  title: 'Booking funnel/Calendar strip',
  component: CalendarStrip,
  // The locale toolbar drives both the language and the formatting.
  render: (args, { globals }) => <CalendarStrip {...args} locale={globals['locale'] as Locale} />,
  args: {
    label: 'Other departure days',
    selected: '2026-12-01',
    min: '2026-11-23',
    locale: 'en',
    onSelect: fn(),
    days: [
      calendarDay('2026-11-28', 52900),
      calendarDay('2026-11-29', 45900),
      calendarDay('2026-11-30', null),
      calendarDay('2026-12-01', 48900),
      calendarDay('2026-12-02', 41900),
      calendarDay('2026-12-03', 61900),
      calendarDay('2026-12-04', 48900),
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ padding: 24 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CalendarStrip>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithPrices: Story = {};
export const Loading: Story = { args: { days: undefined, loading: true } };
/** Near today: the days before it are disabled. */
export const NearToday: Story = { args: { selected: '2026-11-24' } };
