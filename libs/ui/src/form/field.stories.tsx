import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { controlClassName, Field } from './field.tsx';

const meta = {
  title: 'UI/Field',
  component: Field,
  decorators: [(Story) => <div style={{ padding: '2rem', maxWidth: '24rem' }}>{Story()}</div>],
  args: {
    label: 'Email',
    name: 'email',
    children: (control) => <input type="email" className={controlClassName} {...control} />,
  },
} satisfies Meta<typeof Field>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The label is the control's accessible name. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await userEvent.type(input, 'ana@example.com');
    await expect(input).toHaveValue('ana@example.com');
  },
};
export const Required: Story = {
  args: { required: true, hint: 'We send the booking confirmation here.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: /Email/ });
    await expect(input).toBeRequired();
    await expect(input).toHaveAccessibleDescription('We send the booking confirmation here.');
  },
};
export const WithError: Story = {
  args: { required: true, error: 'Enter a valid email address' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /Email/ })).toBeInvalid();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Enter a valid email address');
  },
};
