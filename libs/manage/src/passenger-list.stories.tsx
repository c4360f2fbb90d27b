import type { Meta, StoryObj } from '@storybook/react-vite';
import { bookedOrder } from './testing/booked-order.ts';
import { PassengerList } from './passenger-list.tsx';

const base = bookedOrder();
const withChange = bookedOrder({
  lines: [
    ...base.lines,
    { kind: 'extra', code: 'bag-checked', passenger: 'p1', flight: '101', quantity: 1, amount: 3_500 },
    {
      kind: 'extra',
      code: 'bag-checked',
      passenger: 'p1',
      flight: '101',
      quantity: 1,
      amount: 3_500,
      pending: true,
    },
    { kind: 'seat', code: 'SXL', passenger: 'p2', flight: '101', quantity: 1, amount: 6_000, pending: true },
  ],
  seats: [
    ...base.seats,
    { passengerRef: 'p2', flightRef: '101', seat: '1C', category: 'SXL', pending: true },
  ],
});

const meta = {
  title: 'Manage booking/PassengerList',
  component: PassengerList,
  args: { order: base, serviceNames: new Map([['bag-checked', 'Checked bag, 23 kg']]) },
  decorators: [(Story) => <div style={{ padding: '2rem', maxWidth: '48rem' }}>{Story()}</div>],
} satisfies Meta<typeof PassengerList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Booked: Story = {};
/** A bag and an extra-legroom seat added after booking, not paid yet. */
export const WithChangeToPay: Story = { args: { order: withChange } };
