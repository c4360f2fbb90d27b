import type { Meta, StoryObj } from '@storybook/react-vite';
import { BookingReference } from './booking-reference.tsx';

const meta = {
  title: 'Manage booking/BookingReference',
  component: BookingReference,
  args: { reference: 'K7MX2Q', status: 'CONFIRMED' },
  decorators: [(Story) => <div style={{ padding: '2rem', maxWidth: '48rem' }}>{Story()}</div>],
} satisfies Meta<typeof BookingReference>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Confirmed: Story = {};
export const Changed: Story = { args: { status: 'CHANGED' } };
export const Refunded: Story = { args: { status: 'REFUNDED' } };
