import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ConsentPreferences } from './consent-preferences.tsx';

const meta = {
  title: 'Consent/ConsentPreferences',
  component: ConsentPreferences,
  args: { open: true, initial: null, onSave: fn(), onClose: fn() },
} satisfies Meta<typeof ConsentPreferences>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen yet: analytics and marketing start off (opt-in); saving sends what is ticked. */
export const FirstChoice: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Cookie settings' });
    const analytics = within(dialog).getByRole('checkbox', { name: /Analytics/ });
    expect(analytics).not.toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: /Necessary/ })).toBeDisabled();
    await userEvent.click(analytics);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save my choice' }));
    expect(args.onSave).toHaveBeenCalledWith({ analytics: true, marketing: false });
  },
};

/** Reopened from the footer with an earlier choice; Escape closes without changing it. */
export const ChangingAChoice: Story = {
  args: { initial: { analytics: true, marketing: false } },
  play: async ({ canvasElement, args }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Cookie settings' });
    expect(within(dialog).getByRole('checkbox', { name: /Analytics/ })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: /Marketing/ })).not.toBeChecked();
    await userEvent.keyboard('{Escape}');
    expect(args.onClose).toHaveBeenCalledOnce();
    expect(args.onSave).not.toHaveBeenCalled();
  },
};
