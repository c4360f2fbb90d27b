import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { UpdatePrompt } from './update-prompt.tsx';

const meta = {
  title: 'UI/UpdatePrompt',
  component: UpdatePrompt,
  args: { onReload: fn() },
} satisfies Meta<typeof UpdatePrompt>;
export default meta;

export const Shown: StoryObj<typeof meta> = {
  play: async ({ canvasElement, args }) => {
    const reload = within(canvasElement).getByRole('button', { name: 'Reload' });
    await userEvent.tab();
    await expect(reload).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onReload).toHaveBeenCalledOnce();
  },
};
