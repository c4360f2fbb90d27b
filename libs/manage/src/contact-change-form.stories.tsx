import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ContactChangeForm } from './contact-change-form.tsx';

const meta = {
  title: 'Manage booking/ContactChangeForm',
  component: ContactChangeForm,
  args: {
    sentTo: 'a•••••@example.com',
    defaultCountry: 'ES',
    onSubmit: fn(),
    onResend: fn(),
    onCancel: fn(),
  },
  decorators: [(Story) => <div style={{ padding: '2rem', maxWidth: '48rem' }}>{Story()}</div>],
} satisfies Meta<typeof ContactChangeForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Submitting: Story = { args: { submitting: true } };
export const Refused: Story = {
  args: {
    errors: {
      otp: 'errors.otp_invalid',
      'contact.email': 'errors.invalid_email',
      'contact.phone': 'errors.invalid_phone',
    },
  },
};
