import type { Meta, StoryObj } from '@storybook/react-vite';
import { ChangeSummary } from './change-summary.tsx';

const meta = {
  title: 'Manage booking/ChangeSummary',
  component: ChangeSummary,
  args: {
    facts: { kind: 'paid', amount: 3_500, currency: 'EUR' },
    reference: 'K7MX2Q',
    locale: 'en',
    manageHref: '/en/manage?order=5f0c3c8e-8a7e-4c1e-9d2a-0b7f6b1c2d3e',
  },
  decorators: [(Story) => <div style={{ padding: '2rem', maxWidth: '48rem' }}>{Story()}</div>],
} satisfies Meta<typeof ChangeSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ChangePaid: Story = {};
export const CancelledAndRefunded: Story = {
  args: {
    facts: { kind: 'cancelled', refund: 4_200, kept: 38_700, currency: 'EUR', refundState: 'refunded' },
  },
};
export const RefundFailed: Story = {
  args: { facts: { kind: 'cancelled', refund: 4_200, kept: 38_700, currency: 'EUR', refundState: 'failed' } },
};
export const NoRefund: Story = {
  args: { facts: { kind: 'cancelled', refund: 0, kept: 42_900, currency: 'EUR', refundState: 'none' } },
};
