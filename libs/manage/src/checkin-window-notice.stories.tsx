import type { Meta, StoryObj } from '@storybook/react-vite';
import { bookedOrder } from './testing/booked-order.ts';
import { CheckinWindowNotice } from './checkin-window-notice.tsx';

const meta = {
  title: 'Manage booking/CheckinWindowNotice',
  component: CheckinWindowNotice,
  args: {
    checkin: { state: 'not_open', opensAt: '2026-12-22T08:05:00Z', closesAt: '2026-12-24T07:05:00Z' },
    flights: bookedOrder().flights,
    locale: 'en',
    checkinHref: '/en/checkin/select?order=5f0c3c8e-8a7e-4c1e-9d2a-0b7f6b1c2d3e',
  },
  decorators: [(Story) => <div style={{ padding: '2rem', maxWidth: '48rem' }}>{Story()}</div>],
} satisfies Meta<typeof CheckinWindowNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NotOpenYet: Story = {};
/** Inside the window: a link to the check-in's first step. */
export const Open: Story = {
  args: { checkin: { state: 'open', opensAt: '2026-12-22T08:05:00Z', closesAt: '2026-12-24T07:05:00Z' } },
};
export const Closed: Story = {
  args: { checkin: { state: 'closed', opensAt: '2026-12-22T08:05:00Z', closesAt: '2026-12-24T07:05:00Z' } },
};
