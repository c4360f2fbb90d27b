import type { Meta, StoryObj } from '@storybook/react-vite';
import { PriceSummary } from './price-summary.tsx';

const meta = {
  title: 'Booking/Checkout/PriceSummary',
  component: PriceSummary,
  args: {
    currency: 'EUR',
    locale: 'en',
    lines: [
      { id: 'fare-adult', kind: 'fare', passengerType: 'adult', count: 2, amount: 20020 },
      { id: 'fare-child', kind: 'fare', passengerType: 'child', count: 1, amount: 7520 },
      { id: 'fare-infant', kind: 'fare', passengerType: 'infant', count: 1, amount: 1000 },
      { id: 'taxes', kind: 'taxes', amount: 4233 },
      { id: 'fees', kind: 'fees', amount: 10 },
      { id: 'bag', kind: 'extra', amount: 3520, description: '23 kg bag, MAD → LIS' },
      { id: 'seat', kind: 'seat', amount: 3500, description: 'Seat 2A, MAD → LIS' },
    ],
  },
  decorators: [(Story) => <div style={{ padding: '2rem', maxWidth: '24rem' }}>{Story()}</div>],
} satisfies Meta<typeof PriceSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Euros: Story = {};
export const MexicanPesos: Story = { args: { currency: 'MXN', locale: 'es' } };
export const FareOnly: Story = {
  args: { lines: [{ id: 'fare-adult', kind: 'fare', passengerType: 'adult', count: 1, amount: 4999 }] },
};
/** Narrow the viewport to see the mobile toggle; wide, the summary sticks beside the steps. */
export const Mobile: Story = { parameters: { viewport: { defaultViewport: 'mobile1' } } };
