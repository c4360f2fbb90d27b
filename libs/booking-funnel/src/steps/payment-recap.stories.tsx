import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sampleOrder } from '@skybook/booking-order/testing';
import { OrderFixture } from '../testing/order-fixture.tsx';
import { PaymentRecap } from './payment-recap.tsx';

const named = sampleOrder({
  passengers: sampleOrder().passengers.map((p, i) => ({
    ...p,
    firstName: ['Ana', 'Luis', 'Sofía', 'Mateo'][i]!,
    lastName: 'Peña',
  })),
  seats: [{ passengerRef: 'p1', flightRef: '101', seat: '12A', category: 'STC1' }],
});

const meta = {
  title: 'Booking funnel/PaymentRecap',
  component: PaymentRecap,
  decorators: [
    (Story) => (
      <OrderFixture order={named}>
        <Story />
      </OrderFixture>
    ),
  ],
  args: { order: named, locale: 'en' },
} satisfies Meta<typeof PaymentRecap>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Flights in travel order with local times, then the party with their seats. */
export const ReturnTrip: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByTestId(/^itinerary-/).map((li) => li.dataset['testid'])).toEqual([
      'itinerary-101',
      'itinerary-202',
    ]);
    await expect(canvas.getByTestId('recap-p1')).toHaveTextContent('Ana Peña');
    await expect(canvas.getByTestId('recap-p1')).toHaveTextContent('Seats: MAD–LIS 12A');
  },
};
export const Spanish: Story = { args: { locale: 'es' } };
export const Phone: Story = { globals: { viewport: { value: 'mobile1' } } };
