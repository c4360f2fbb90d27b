import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SsoSettingsForm } from './sso-settings-form.tsx';

const meta = {
  title: 'Agency portal/SsoSettingsForm',
  component: SsoSettingsForm,
  args: { current: null, onSave: fn(async () => undefined), onSaved: fn() },
  decorators: [
    (Story) => (
      <div style={{ padding: 16, maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SsoSettingsForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A first connection needs every field, the secret included; a bad URL is named by its field. */
export const FirstConnection: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Issuer URL/), 'not a url');
    await userEvent.click(canvas.getByRole('button', { name: 'Connect' }));
    await expect(
      await canvas.findByText('Please enter a URL, like https://login.example.com.'),
    ).toBeInTheDocument();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** Connected: the secret may stay empty (the stored one is kept); never shown. */
export const Connected: Story = {
  args: {
    current: {
      issuer: 'https://login.andes.example',
      clientId: 'skybook',
      emailDomain: 'andes.example',
      unknownUsers: 'refuse',
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(/Client secret/)).toHaveValue('');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({ clientSecret: '', emailDomain: 'andes.example' }),
    );
    await expect(args.onSaved).toHaveBeenCalled();
  },
};
