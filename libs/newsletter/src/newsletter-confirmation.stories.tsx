import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NewsletterConfirmation } from './newsletter-confirmation.tsx';

const meta = {
  title: 'Newsletter/NewsletterConfirmation',
  component: NewsletterConfirmation,
  args: { open: true, onClose: fn(), status: 'confirmation_sent', email: 'ana@example.com' },
} satisfies Meta<typeof NewsletterConfirmation>;
export default meta;
type Story = StoryObj<typeof meta>;

/** "Done" closes the dialog. */
export const ConfirmationSent: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(body.getByRole('dialog', { name: 'Please check your inbox' })).toBeInTheDocument();
    await userEvent.click(body.getByRole('button', { name: 'Done' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};
export const AlreadySubscribed: Story = { args: { status: 'already_subscribed' } };
