import { useState, type ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SSO_DONE_FLAG } from '@skybook/api-contract';
import { AppContextFixture, RouterFixture } from '@skybook/ssr';
import { CompanySignIn } from './company-sign-in.tsx';

function SignedOut({ children }: { children: ReactNode }) {
  const [api] = useState(() => ({ getSession: async () => null }));
  return (
    <AppContextFixture api={api}>
      <RouterFixture url="/en/ta">{children}</RouterFixture>
    </AppContextFixture>
  );
}

const meta = {
  title: 'Agency/CompanySignIn',
  component: CompanySignIn,
  args: { open: fn(() => 'popup' as const) },
  decorators: [
    (Story) => (
      <SignedOut>
        <div style={{ padding: 16, maxWidth: 480 }}>
          <Story />
        </div>
      </SignedOut>
    ),
  ],
} satisfies Meta<typeof CompanySignIn>;
export default meta;
type Story = StoryObj<typeof meta>;

/** By keyboard: the work email opens the provider's popup, and the page waits for it. */
export const OpensThePopup: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByLabelText(/Work email or agency code/));
    await userEvent.keyboard('diego@andes.example{Enter}');
    await expect(args.open).toHaveBeenCalledWith('diego@andes.example', 'en');
    await expect(await canvas.findByText(/Finish signing in in the window that opened/)).toBeInTheDocument();
  },
};

/** Nothing typed: the field says what it needs and no window opens. */
export const NeedsAnEmailOrCode: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in with your company account' }));
    await expect(canvas.getByLabelText(/Work email or agency code/)).toHaveAccessibleDescription(
      /Please enter your work email or your agency code/,
    );
    await expect(args.open).not.toHaveBeenCalled();
  },
};

/** The popup's storage flag says the agency disabled this user: the page tells why. */
export const RefusedInThePopup: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Work email or agency code/), 'andes{Enter}');
    window.dispatchEvent(
      new StorageEvent('storage', {
        key: SSO_DONE_FLAG,
        newValue: JSON.stringify({ result: 'disabled', at: Date.now() }),
      }),
    );
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      /Your access to the agency portal is disabled/,
    );
  },
};
