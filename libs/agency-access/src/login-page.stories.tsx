import { useState, type ReactNode } from 'react';
import { AppContextFixture, RouterFixture } from '@skybook/ssr';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LoginPage } from './login-page.tsx';

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
  title: 'Agency/LoginPage',
  component: LoginPage,
  decorators: [
    (Story) => (
      <SignedOutFixture>
        <div style={{ padding: 16, maxWidth: 480 }}>
          <Story />
        </div>
      </SignedOutFixture>
    ),
  ],
  args: { signupUrl: 'https://agencies.skybook.example/register' },
} satisfies Meta<typeof LoginPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOut: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Agency portal' }),
    ).toBeInTheDocument();
  },
};
