import type { Meta, StoryObj } from '@storybook/react-vite';
import { RefundQuoteView } from './refund-quote-view.tsx';

const meta = {
  title: 'Manage booking/RefundQuoteView',
  component: RefundQuoteView,
  args: {
    locale: 'en',
    quote: {
      currency: 'EUR',
      paid: 42_900,
      refund: 4_200,
      kept: 38_700,
      journeys: [
        { direction: 'outbound', family: 'classic', refundable: false, paid: 28_000, refund: 4_200 },
        { direction: 'inbound', family: 'classic', refundable: false, paid: 14_900, refund: 0 },
      ],
    },
  },
  decorators: [(Story) => <div style={{ padding: '2rem', maxWidth: '48rem' }}>{Story()}</div>],
} satisfies Meta<typeof RefundQuoteView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Classic fares: only the airport and government taxes come back. */
export const NonRefundable: Story = {};
export const Flex: Story = {
  args: {
    quote: {
      currency: 'EUR',
      paid: 61_000,
      refund: 61_000,
      kept: 0,
      journeys: [{ direction: 'outbound', family: 'flex', refundable: true, paid: 61_000, refund: 61_000 }],
    },
  },
};
