import type { Meta, StoryObj } from '@storybook/react-vite';
import { SearchSummary } from './search-summary.tsx';

const meta = {
  title: 'Booking funnel/SearchSummary',
  component: SearchSummary,
  decorators: [(Story) => <div style={{ padding: '2rem' }}>{Story()}</div>],
  args: {
    request: {
      origin: 'MAD',
      destination: 'BOG',
      departDate: '2026-12-01',
      adults: 2,
      children: 1,
      infants: 0,
      currency: 'EUR',
    },
    locale: 'en',
  },
} satisfies Meta<typeof SearchSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OneWay: Story = {};
export const Return: Story = {
  args: {
    request: {
      origin: 'MAD',
      destination: 'BOG',
      departDate: '2026-12-01',
      returnDate: '2026-12-08',
      adults: 1,
      children: 0,
      infants: 1,
      currency: 'EUR',
    },
  },
};
