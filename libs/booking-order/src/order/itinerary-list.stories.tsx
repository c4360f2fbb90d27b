import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleOrder } from '../testing/order-fixture.ts';
import { ItineraryList } from './itinerary-list.tsx';

const meta = {
  title: 'Booking order/ItineraryList',
  component: ItineraryList,
  args: { flights: sampleOrder().flights, locale: 'en' },
  decorators: [(Story) => <div style={{ padding: '2rem', maxWidth: '48rem' }}>{Story()}</div>],
} satisfies Meta<typeof ItineraryList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** MAD ⇄ LIS: each time in its own airport's zone. */
export const ReturnTrip: Story = {};
export const Spanish: Story = { args: { locale: 'es' } };
