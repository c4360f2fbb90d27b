import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CreateAgentRequest } from '@skybook/api-contract';
import { AgentForm } from './agent-form.tsx';

const meta = {
  title: 'Agency portal/AgentForm',
  component: AgentForm,
  decorators: [(Story) => <div style={{ padding: 16, maxWidth: 480 }}>{Story()}</div>],
  args: {
    fields: [
      { name: 'name', label: 'Name', type: 'text', autoComplete: 'off' },
      { name: 'username', label: 'Username', type: 'text', autoComplete: 'off' },
      { name: 'password', label: 'Password', type: 'password', autoComplete: 'new-password' },
    ],
    initial: { name: '', username: '', password: '' },
    schema: CreateAgentRequest,
    submitLabel: 'Create agent',
    onSubmit: fn(async () => ({})),
    onDone: fn(),
  },
} satisfies Meta<typeof AgentForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Checked with the API's own schema before sending: a bad username never leaves the form. */
export const Refused: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Name/ }), 'Jo');
    await userEvent.type(canvas.getByRole('textbox', { name: /Username/ }), 'x');
    await userEvent.click(canvas.getByRole('button', { name: 'Create agent' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getAllByRole('alert').length).toBeGreaterThan(0);
  },
};
export const Creates: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Name/ }), 'Lucía Vega');
    await userEvent.type(canvas.getByRole('textbox', { name: /Username/ }), 'lucia');
    await userEvent.type(canvas.getByLabelText(/Password/), 'A-long-Passw0rd!');
    await userEvent.click(canvas.getByRole('button', { name: 'Create agent' }));
    await waitFor(() => expect(args.onDone).toHaveBeenCalled());
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ username: 'lucia' }));
  },
};
