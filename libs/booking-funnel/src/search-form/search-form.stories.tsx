import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Locale } from '@skybook/i18n';
import { fn } from 'storybook/test';
import { AIRPORTS } from '../testing/fixtures.ts';
import { SearchFormView } from './search-form.tsx';

const meta = {
  title: 'Booking funnel/Search form',
  component: SearchFormView,
  // The locale toolbar drives both the language and the formatting.
  render: (args, { globals }) => <SearchFormView {...args} locale={globals['locale'] as Locale} />,
  args: { airports: AIRPORTS, locale: 'en', currency: 'EUR', onSearch: fn(), today: '2026-11-23' },
  decorators: [
    (Story) => (
      <div style={{ padding: 24, maxWidth: 1100 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SearchFormView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = {
  args: {
    initial: {
      from: 'MAD',
      to: 'BOG',
      depart: '2026-12-01',
      return: '2026-12-15',
      adults: 2,
      children: 1,
      infants: 0,
    },
  },
};
export const OneWay: Story = {
  args: { initial: { from: 'LIS', to: 'GRU', depart: '2026-12-05', adults: 1 } },
};
export const LoadingAirports: Story = { args: { airports: [], airportsLoading: true } };
export const Mobile: Story = {
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  decorators: [
    (Story) => (
      <div style={{ width: 375 }}>
        <Story />
      </div>
    ),
  ],
};
