import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Locale } from '@skybook/i18n';
import { fn } from 'storybook/test';
import { CalendarStrip } from './calendar-strip.tsx';

const eur = (amount: number) => ({ amount, currency: 'EUR' });
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
      { date: '2026-11-28', minTotal: eur(52900) },
      { date: '2026-11-29', minTotal: eur(45900) },
      { date: '2026-11-30', minTotal: null },
      { date: '2026-12-01', minTotal: eur(48900) },
      { date: '2026-12-02', minTotal: eur(41900) },
      { date: '2026-12-03', minTotal: eur(61900) },
      { date: '2026-12-04', minTotal: eur(48900) },
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
