import type { Meta, StoryObj } from '@storybook/react-vite';
import { CreditSummary } from './credit-summary.tsx';

const meta = {
  title: 'Agency portal/CreditSummary',
  component: CreditSummary,
  decorators: [(Story) => <div style={{ padding: 16, maxWidth: 960 }}>{Story()}</div>],
  args: { currency: 'EUR', creditLimit: 2_500_000, reserved: 61_250, used: 45_900, available: 2_392_850 },
} satisfies Meta<typeof CreditSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Healthy: Story = {};
export const Low: Story = { args: { used: 2_138_750, available: 300_000 } };
/** Spec §3: credit missing → 0; in dollars the symbol comes first. */
export const MissingInUsd: Story = {
  args: {
    currency: 'USD',
    creditLimit: undefined,
    reserved: undefined,
    used: undefined,
    available: undefined,
  },
};
export const InPesos: Story = {
  args: {
    currency: 'MXN',
    creditLimit: 50_000_000,
    reserved: 500_000,
    used: 1_025_000,
    available: 48_475_000,
  },
};
