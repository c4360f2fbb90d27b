import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { ApiClient, Order } from '@skybook/api-contract';
import { AppContextFixture } from '@skybook/ssr';
import { fakeOrderApi, sampleOrder } from '../testing/order-fixture.ts';
import { ExtrasSection } from './extras-section.tsx';

/** The section over fixed answers about `order`: each count is sent to the (fake) server at once (`onSave`). */
function Demo({
  order,
  broken = false,
  onSave,
}: {
  order: Order;
  broken?: boolean;
  onSave: (input: Parameters<ApiClient['orderExtras']>[0]) => void;
}) {
  const [api] = useState<Partial<ApiClient>>(() => {
    const fake = fakeOrderApi(order, { delayMs: 50 });
    const saving = {
      ...fake,
      orderExtras: (input) => (onSave(input), fake.orderExtras(input)),
    } satisfies Partial<ApiClient>;
    return broken
      ? {
          ...fake,
          extrasCatalog: async () => {
            throw new Error('offline');
          },
        }
      : saving;
  });
  return (
    <AppContextFixture api={api}>
      <div style={{ padding: '2rem', maxWidth: '48rem' }}>
        <ExtrasSection order={order} locale="en" />
      </div>
    </AppContextFixture>
  );
}

const meta = {
  title: 'Booking/Sections/ExtrasSection',
  component: Demo,
  args: { order: sampleOrder(), onSave: fn() },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Adding a bag sends the order's whole selection: the included cabin bags and one checked bag. */
export const AddsABag: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const [add] = await canvas.findAllByRole(
      'button',
      { name: /^Add one Checked bag, 23 kg for .*, MAD → LIS$/ },
      { timeout: 5000 },
    );
    await userEvent.click(add!);
    await waitFor(
      () =>
        expect(args.onSave).toHaveBeenCalledWith({
          orderId: args.order.orderId,
          items: expect.arrayContaining([
            { serviceId: 'bag-checked@101', passengerRef: 'p1', flightRef: '101', quantity: 1 },
            { serviceId: 'bag-cabin@101', passengerRef: 'p1', flightRef: '101', quantity: 1 },
          ]),
          bundles: [],
        }),
      { timeout: 5000 },
    );
  },
};
/** Choosing a bundle sends it with the selection; the server prices it. */
export const ChoosesABundle: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const [add] = await canvas.findAllByRole(
      'button',
      { name: /^Add Comfort bundle for / },
      { timeout: 5000 },
    );
    await userEvent.click(add!);
    await waitFor(
      () =>
        expect(args.onSave).toHaveBeenCalledWith(
          expect.objectContaining({
            bundles: [{ bundleId: 'bundle-comfort@101', passengerRef: 'p1', flightRef: '101' }],
          }),
        ),
      { timeout: 5000 },
    );
  },
};
export const CatalogFails: Story = {
  args: { broken: true },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(/could not be loaded/, {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  },
};
