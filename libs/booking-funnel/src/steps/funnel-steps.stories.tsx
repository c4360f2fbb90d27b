import type { Meta, StoryObj } from '@storybook/react-vite';
import { AppContextFixture } from '@skybook/ssr';
import { CardFieldContext } from '../checkout/card-field.ts';
import { FakeCardField } from '../testing/fake-card-field.tsx';
import { fakeOrderApi, sampleOrder } from '../testing/order-fixture.ts';
import { ConfirmationPage } from './confirmation-page.tsx';
import { ExtrasStepPage } from './extras-step-page.tsx';
import { PassengersStepPage } from './passengers-step-page.tsx';
import { PaymentStepPage } from './payment-step-page.tsx';

type Step = 'extras' | 'passengers' | 'payment' | 'confirmation';

/** Each funnel step over an in-memory order: bags, seats (1A is taken), cards (4000…0002 declines). */
function Demo({ step, expired = false, paid = false }: { step: Step; expired?: boolean; paid?: boolean }) {
  const order = sampleOrder({
    expired,
    ...(paid
      ? {
          status: 'CONFIRMED' as const,
          bookingReference: 'K7MX2Q',
          contact: { email: 'ana@example.com', phone: '+34612345678' },
          seats: [{ passengerRef: 'p1', flightRef: '101', seat: '3C', category: 'STC1' }],
        }
      : {}),
  });
  const api = fakeOrderApi(order, { delayMs: 300 });
  const id = order.orderId;
  const noop = () => {};
  return (
    <AppContextFixture api={api}>
      {step === 'extras' ? <ExtrasStepPage orderId={id} onOrder={noop} onContinue={noop} /> : null}
      {step === 'passengers' ? <PassengersStepPage orderId={id} onContinue={noop} /> : null}
      {step === 'payment' ? (
        // No gateway runs in Storybook: a test card field stands in for its hosted one.
        <CardFieldContext.Provider value={FakeCardField}>
          <PaymentStepPage orderId={id} onPaid={noop} />
        </CardFieldContext.Provider>
      ) : null}
      {step === 'confirmation' ? <ConfirmationPage orderId={id} /> : null}
    </AppContextFixture>
  );
}

const meta = {
  title: 'Booking funnel/Steps',
  component: Demo,
  parameters: { layout: 'fullscreen' },
  args: { step: 'extras' },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Extras: Story = {};
export const Passengers: Story = { args: { step: 'passengers' } };
export const Payment: Story = { args: { step: 'payment' } };
export const HoldExpired: Story = { args: { step: 'payment', expired: true } };
export const Confirmation: Story = { args: { step: 'confirmation', paid: true } };
