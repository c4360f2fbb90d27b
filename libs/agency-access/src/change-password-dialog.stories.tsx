import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ApiError, type ApiClient } from '@skybook/api-contract';
import { AppContextFixture } from '@skybook/ssr';
import { Button } from '@skybook/ui';
import { ChangePasswordDialog } from './change-password-dialog.tsx';

type Change = ApiClient['changePassword'];
const accepts: Change = async () => ({ ok: true });
const wrongCurrent: Change = async () => {
  throw new ApiError(400, { error: 'errors.validation', fields: { current: 'errors.password_incorrect' } });
};

function Demo({ changePassword }: { changePassword: Change }) {
  const [open, setOpen] = useState(true);
  const [done, setDone] = useState(false);
  return (
    <AppContextFixture api={{ changePassword }}>
      <div style={{ padding: '2rem' }}>
        <Button onClick={() => setOpen(true)}>Open</Button>
        {done ? <p role="status">Password changed</p> : null}
        <ChangePasswordDialog
          open={open}
          onClose={() => setOpen(false)}
          onChanged={() => {
            setDone(true);
            setOpen(false);
          }}
        />
      </div>
    </AppContextFixture>
  );
}

const meta = {
  title: 'Agency/ChangePasswordDialog',
  component: Demo,
  args: { changePassword: accepts },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

const fill = async (current: string, next: string, repeat: string) => {
  const dialog = within(await within(document.body).findByRole('dialog'));
  const inputs = dialog.getAllByDisplayValue('') as HTMLInputElement[];
  for (const [input, value] of [
    [inputs[0], current],
    [inputs[1], next],
    [inputs[2], repeat],
  ] as const) {
    if (input && value) await userEvent.type(input, value);
  }
  await userEvent.click(dialog.getByRole('button', { name: /save|guardar|guardar/i }));
  return dialog;
};

export const Open: Story = {};

/** All three are required. */
export const Required: Story = {
  play: async () => {
    const dialog = await fill('', '', '');
    await expect(dialog.getAllByRole('alert')).toHaveLength(3);
  },
};

/** Too short, then the repeat does not match. */
export const Rules: Story = {
  play: async () => {
    const dialog = await fill('old-password-1', 'short', 'shorter');
    await expect(dialog.getAllByRole('alert').length).toBeGreaterThan(0);
  },
};

export const WrongCurrentPassword: Story = {
  args: { changePassword: wrongCurrent },
  play: async () => {
    const dialog = await fill('old-password-1', 'new-password-22', 'new-password-22');
    await expect(await dialog.findByRole('alert')).toBeVisible();
  },
};
