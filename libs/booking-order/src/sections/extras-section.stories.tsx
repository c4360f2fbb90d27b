import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { ApiClient, Order } from '@skybook/api-contract';
import { AppContextFixture } from '@skybook/ssr';
import { fakeOrderApi, sampleOrder } from '../testing/order-fixture.ts';
import { ExtrasSection } from './extras-section.tsx';

/** The section over an in-memory order: each count is sent to the (fake) server at once. */
function Demo({ order, broken = false }: { order: Order; broken?: boolean }) {
  const [api] = useState<Partial<ApiClient>>(() => {
    const fake = fakeOrderApi(order, { delayMs: 50 });
    return broken
      ? {
          ...fake,
          extrasCatalog: async () => {
            throw new Error('offline');
          },
        }
      : fake;
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
  args: { order: sampleOrder() },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Adding a bag counts it for that passenger and flight. */
export const AddsABag: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [add] = await canvas.findAllByRole('button', { name: /^Add one / }, { timeout: 5000 });
    await userEvent.click(add!);
    const [count] = canvas.getAllByTestId(/^count-/);
    await waitFor(() => expect(count).toHaveTextContent('1'), { timeout: 5000 });
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
