import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CheckinFormModal } from './checkin-form-modal.tsx';

const meta = {
  title: 'Check-in/CheckinFormModal',
  component: CheckinFormModal,
  decorators: [(Story) => <div style={{ padding: '1rem' }}>{Story()}</div>],
  args: {
    intent: 'checkin',
    lookup: async () => ({ kind: 'local', open: true, orderId: '5f0c3c8e-8a7e-4c1e-9d2a-0b7f6b1c2d3e' }),
    partnerBaseUrl: 'https://partner.example',
    onNavigate: fn(),
    openExternal: fn(),
  },
} satisfies Meta<typeof CheckinFormModal>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The mobile bar's button opens the form in a dialog. */
export const Checkin: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Online check-in' }));
    const body = within(canvasElement.ownerDocument.body);
    await expect(body.getByRole('dialog', { name: 'Online check-in' })).toBeInTheDocument();
  },
};
export const Manage: Story = { args: { intent: 'manage' } };
