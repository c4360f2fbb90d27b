import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { CardFieldContext } from '@skybook/booking-funnel';
import { FakeCardField } from '@skybook/booking-funnel/testing';
import { AppContextFixture } from '@skybook/ssr';
import { ManageConfirmationPage } from './manage-confirmation-page.tsx';
import { ManagePage } from './manage-page.tsx';
import { bookedOrder, manageResponse } from './testing/booked-order.ts';
import { FAKE_OTP, fakeManageApi, type FakeManageOptions } from './testing/fake-manage-api.ts';

type Variant =
  | 'found'
  | 'not_found'
  | 'rate_limited'
  | 'checkin_open'
  | 'refunded'
  | 'confirmation_paid'
  | 'confirmation_cancelled';

const at = '2026-11-23T10:00:00Z';
const closed = {
  state: 'closed' as const,
  opensAt: '2026-12-22T08:05:00Z',
  closesAt: '2026-12-24T07:05:00Z',
};
const OPTIONS: Record<Variant, FakeManageOptions> = {
  found: {},
  not_found: { lookup: 'not_found' },
  rate_limited: { lookup: 'rate_limited' },
  checkin_open: {
    booking: manageResponse(bookedOrder(), {
      checkin: { state: 'open', opensAt: '2026-12-22T08:05:00Z', closesAt: '2026-12-24T07:05:00Z' },
    }),
  },
  refunded: {
    booking: manageResponse(bookedOrder({ status: 'REFUNDED', seats: [] }), {
      cancellable: false,
      checkin: closed,
    }),
  },
  confirmation_paid: {
    booking: {
      ...manageResponse(),
      history: [
        ...manageResponse().history,
        { type: 'changed', at, details: { round: 1, amount: 3_500, currency: 'EUR' } },
      ],
    },
  },
  confirmation_cancelled: {
    booking: {
      ...manageResponse(bookedOrder({ status: 'REFUNDED' }), { cancellable: false }),
      history: [
        ...manageResponse().history,
        { type: 'cancelled', at, details: { refund: 4_200, kept: 38_700, currency: 'EUR' } },
        { type: 'refunded', at, details: { amount: 4_200, currency: 'EUR' } },
      ],
    },
  },
};

/**
 * The manage pages over an in-memory booking K7MX2Q (last name Núñez). Add a bag or a seat in
 * row 1 to see the change to pay (card 4242 4242 4242 4242; 4000 0000 0000 0002 declines); the
 * emailed code is always 123456.
 */
function Demo({ variant }: { variant: Variant }) {
  const [{ api }] = useState(() => fakeManageApi({ ...OPTIONS[variant], delayMs: 300 }));
  const noop = () => {};
  return (
    <AppContextFixture api={api}>
      {/* No gateway runs in Storybook: a test card field stands in for its hosted one. */}
      <CardFieldContext.Provider value={FakeCardField}>
        {variant.startsWith('confirmation') ? (
          <ManageConfirmationPage
            orderId={bookedOrder().orderId}
            change={variant === 'confirmation_paid' ? 'paid' : 'cancelled'}
          />
        ) : (
          <ManagePage referenceCode="K7MX2Q" lastName="Núñez" onPaid={noop} onCancelled={noop} />
        )}
      </CardFieldContext.Provider>
    </AppContextFixture>
  );
}

const meta = {
  title: 'Manage booking/Pages',
  component: Demo,
  parameters: { layout: 'fullscreen', docs: { description: { component: `One-time code: ${FAKE_OTP}` } } },
  args: { variant: 'found' },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Booking: Story = {};
export const NotFound: Story = { args: { variant: 'not_found' } };
export const TooManyTries: Story = { args: { variant: 'rate_limited' } };
export const CheckinOpen: Story = { args: { variant: 'checkin_open' } };
export const Refunded: Story = { args: { variant: 'refunded' } };
export const ConfirmationPaid: Story = { args: { variant: 'confirmation_paid' } };
export const ConfirmationCancelled: Story = { args: { variant: 'confirmation_cancelled' } };
