import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { CancelConfirmForm } from './cancel-confirm-form.tsx';

const meta = {
  title: 'Manage booking/CancelConfirmForm',
  component: CancelConfirmForm,
  args: { sentTo: 'a•••••@example.com', onSubmit: fn(), onResend: fn(), onBack: fn() },
  decorators: [(Story) => <div style={{ padding: '2rem', maxWidth: '48rem' }}>{Story()}</div>],
} satisfies Meta<typeof CancelConfirmForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Submitting: Story = { args: { submitting: true } };
export const WrongCode: Story = { args: { error: 'errors.otp_invalid' } };
export const CodeExpired: Story = { args: { error: 'errors.otp_expired' } };
