import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ClaimReceipt } from './claim-receipt.tsx';

const meta = {
  title: 'Claims/ClaimReceipt',
  component: ClaimReceipt,
  decorators: [(Story) => <div style={{ padding: '2rem', maxWidth: '48rem' }}>{Story()}</div>],
  args: { receipt: 'CLM-2026-000482', email: 'ana@example.com' },
} satisfies Meta<typeof ClaimReceipt>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Takes focus when shown, so a screen reader reads the receipt number out. */
export const Filed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveFocus();
    await expect(canvas.getByTestId('claim-receipt')).toHaveTextContent('CLM-2026-000482');
  },
};
