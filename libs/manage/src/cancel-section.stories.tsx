import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CancelSection } from './cancel-section.tsx';
import { bookedOrder, manageResponse } from './testing/booked-order.ts';
import { ManageFixture } from './testing/manage-fixture.tsx';

const meta = {
  title: 'Manage booking/CancelSection',
  component: CancelSection,
  decorators: [
    (Story, { args }) => (
      <ManageFixture options={{ booking: args.booking }}>
        <div style={{ padding: '2rem', maxWidth: '48rem' }}>
          <Story />
        </div>
      </ManageFixture>
    ),
  ],
  args: { booking: manageResponse(), locale: 'en', onCancelled: fn() },
} satisfies Meta<typeof CancelSection>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

/** Opening it quotes the refund first; "Keep my booking" closes it again. */
export const RefundQuote: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel booking' }));
    const keep = await canvas.findByRole('button', { name: 'Keep my booking' }, { timeout: 5000 });
    await expect(canvas.getByRole('button', { name: /Email me a code to cancel/ })).toBeInTheDocument();
    await userEvent.click(keep);
    await expect(canvas.getByRole('button', { name: 'Cancel booking' })).toBeInTheDocument();
  },
};
export const NotCancellable: Story = {
  args: {
    booking: manageResponse(bookedOrder({ status: 'REFUNDED', seats: [] }), { cancellable: false }),
  },
};
