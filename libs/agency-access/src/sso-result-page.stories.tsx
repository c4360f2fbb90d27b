import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SsoResultPage } from './sso-result-page.tsx';

const meta = {
  title: 'Agency/SsoResultPage',
  component: SsoResultPage,
  args: { result: 'ok', mode: 'redirect' },
  decorators: [
    (Story) => (
      <div style={{ padding: 16, maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SsoResultPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SignedIn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('You are signed in.');
    await expect(canvas.getByRole('link', { name: 'Go to the agency portal' })).toHaveAttribute(
      'href',
      '/en/ta',
    );
  },
};

/** A refusal (here a wrong email domain) says why and leads back to the sign-in. */
export const WrongDomain: Story = {
  args: { result: 'wrongDomain' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(/not of your agency's email domain/);
    await expect(canvas.getByRole('link', { name: 'Back to sign-in' })).toBeInTheDocument();
  },
};

export const Expired: Story = { args: { result: 'expired' } };
