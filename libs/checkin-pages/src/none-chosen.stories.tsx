import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NoneChosen } from './none-chosen.tsx';

const meta = {
  title: 'Check-in/NoneChosen',
  component: NoneChosen,
  decorators: [(Story) => <div style={{ padding: '2rem' }}>{Story()}</div>],
  args: { onBack: fn() },
} satisfies Meta<typeof NoneChosen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Back to passengers' }));
    await expect(args.onBack).toHaveBeenCalled();
  },
};
