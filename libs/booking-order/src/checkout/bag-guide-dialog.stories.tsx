import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { BagGuideDialog } from './bag-guide-dialog.tsx';
import { SAMPLE_EXTRAS } from './extras-offer-fixture.ts';

const meta = {
  title: 'Booking/Checkout/BagGuideDialog',
  component: BagGuideDialog,
  args: { allowances: SAMPLE_EXTRAS.bagGuide },
} satisfies Meta<typeof BagGuideDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Opened by keyboard: each bag drawn with its size and weight; Escape closes it. */
export const OpenedByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'Bag sizes' });
    opener.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await within(document.body).findByRole('dialog', { name: 'Bag sizes' });
    await expect(within(dialog).getByText('55 × 40 × 20 cm')).toBeInTheDocument();
    await expect(within(dialog).getByText('78 × 52 × 28 cm')).toBeInTheDocument();
    await expect(within(dialog).getByText('9 kg more on one checked bag')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
  },
};
