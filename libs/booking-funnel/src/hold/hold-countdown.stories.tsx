import type { Meta, StoryObj } from '@storybook/react-vite';
import { HoldCountdown } from './hold-countdown.tsx';
import { HoldExpired } from './hold-expired.tsx';

const meta = {
  title: 'Booking funnel/Hold countdown',
  component: HoldCountdown,
  args: { expiresAt: new Date(Date.now() + 14 * 60_000 + 59_000).toISOString() },
  decorators: [
    (Story) => (
      <div style={{ padding: 24 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof HoldCountdown>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Running: Story = {};
export const Urgent: Story = { args: { expiresAt: new Date(Date.now() + 90_000).toISOString() } };
export const Expired: Story = { render: () => <HoldExpired newSearchHref="/en" /> };
