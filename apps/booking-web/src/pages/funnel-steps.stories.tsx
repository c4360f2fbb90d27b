import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CardFieldContext } from '@skybook/booking-order';
import { FakeCardField, fakeOrderApi, sampleOrder } from '@skybook/booking-order/testing';
import { SiteFixture } from '@skybook/site-content/testing';
import { ConfirmationStep } from './confirmation-step.tsx';
import { ExtrasStep } from './extras-step.tsx';
import { PassengersStep } from './passengers-step.tsx';
import { PaymentStep } from './payment-step.tsx';

const order = sampleOrder();
const paid = sampleOrder({
  status: 'CONFIRMED',
  bookingReference: 'K7MX2Q',
  contact: { email: 'ana@example.com', phone: '+34612345678' },
});

/**
 * The app's step routes: each reads `?order=` from the URL and moves on by navigating. Over fixed
 * answers about the sample order; the test card field stands in for the gateway's.
 */
const meta = {
  title: 'Booking web/FunnelSteps',
  component: ExtrasStep,
  decorators: [
    (Story, { parameters }) => (
      <SiteFixture
        url={`${(parameters['path'] as string).replace('$lang', 'en')}?order=${order.orderId}`}
        route={parameters['path'] as string}
        api={fakeOrderApi(parameters['paid'] ? paid : order)}
      >
        <CardFieldContext.Provider value={FakeCardField}>
          <Story />
        </CardFieldContext.Provider>
      </SiteFixture>
    ),
  ],
  parameters: { path: '/$lang/extras' },
} satisfies Meta<typeof ExtrasStep>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Extras: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Bags and extras' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  },
};
export const Passengers: Story = {
  render: () => <PassengersStep />,
  parameters: { path: '/$lang/passengers' },
};
export const Payment: Story = { render: () => <PaymentStep />, parameters: { path: '/$lang/payment' } };
export const Confirmation: Story = {
  render: () => <ConfirmationStep />,
  parameters: { path: '/$lang/confirmation', paid: true },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('K7MX2Q', {}, { timeout: 5000 })).toBeInTheDocument();
  },
};
