import { useState, type ReactNode } from 'react';
import { AppContextFixture, RouterFixture } from '@skybook/ssr';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ResetPasswordPage } from './reset-password-page.tsx';

/** Signed out (no session), at the portal's URL; changing the password always succeeds. */
function SignedOutFixture({ children }: { children: ReactNode }) {
  const [api] = useState(() => ({
    getSession: async () => null,
    changePassword: async () => ({ ok: true as const }),
  }));
  return (
    <AppContextFixture api={api}>
      <RouterFixture url="/en/ta">{children}</RouterFixture>
    </AppContextFixture>
  );
}

const meta = {
  title: 'Agency/ResetPasswordPage',
  component: ResetPasswordPage,
  decorators: [
    (Story) => (
      <SignedOutFixture>
        <Story />
      </SignedOutFixture>
    ),
  ],
} satisfies Meta<typeof ResetPasswordPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The dialog opens on arrival; closed, the page's button opens it again. */
export const OpenOnArrival: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', {}, { timeout: 5000 });
    await userEvent.keyboard('{Escape}');
    await expect(dialog).not.toBeVisible();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Change password' }));
    await expect(await body.findByRole('dialog')).toBeVisible();
  },
};
