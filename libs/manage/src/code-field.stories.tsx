import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CodeField, type CodeFieldProps } from './code-field.tsx';

/** Keeps the typed code, as the forms around it do. */
function Demo(props: CodeFieldProps) {
  const [value, setValue] = useState(props.value);
  return (
    <CodeField
      {...props}
      value={value}
      onChange={(code) => {
        setValue(code);
        props.onChange(code);
      }}
    />
  );
}

const meta = {
  title: 'Manage booking/CodeField',
  component: Demo,
  decorators: [(Story) => <div style={{ padding: '2rem', maxWidth: '24rem' }}>{Story()}</div>],
  args: { value: '', onChange: fn(), sentTo: 'a•••••@example.com' },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Takes the focus when it appears, and keeps digits only. */
export const Typing: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: /Code from the email/ });
    await expect(input).toHaveFocus();
    await userEvent.keyboard('12a34');
    await expect(input).toHaveValue('1234');
    await expect(args.onChange).toHaveBeenLastCalledWith('1234');
  },
};
export const WrongCode: Story = {
  args: { value: '654321', error: 'That code is not right. Check the email.' },
};
