import type { Meta, StoryObj } from '@storybook/react-vite';
import { manageResponse } from './testing/booked-order.ts';
import { HistoryList } from './history-list.tsx';

const at = '2026-11-21T16:30:00Z';
const meta = {
  title: 'Manage booking/HistoryList',
  component: HistoryList,
  args: { history: manageResponse().history, locale: 'en', timeZone: 'Europe/Madrid' },
  decorators: [(Story) => <div style={{ padding: '2rem', maxWidth: '48rem' }}>{Story()}</div>],
} satisfies Meta<typeof HistoryList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Booked: Story = {};
export const ChangedThenCancelled: Story = {
  args: {
    history: [
      ...manageResponse().history,
      { type: 'change_extras', at, details: {} },
      { type: 'change_seat', at, details: { seat: '1C', price: 6_000 } },
      { type: 'changed', at, details: { round: 1, amount: 9_500, currency: 'EUR' } },
      { type: 'contact_updated', at, details: {} },
      { type: 'cancelled', at, details: { refund: 4_200, kept: 48_200, currency: 'EUR' } },
      { type: 'refunded', at, details: { amount: 4_200, currency: 'EUR' } },
    ],
  },
};
