import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CreditAlert } from './credit-alert.tsx';

const meta = {
  title: 'Agency portal/CreditAlert',
  component: CreditAlert,
  decorators: [(Story) => <div style={{ padding: 16, maxWidth: 960 }}>{Story()}</div>],
  args: { level: 'below40' },
} satisfies Meta<typeof CreditAlert>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Below40: Story = {};
export const Below20: Story = { args: { level: 'below20' } };
/** Enough credit: nothing shown. */
export const None: Story = {
  args: { level: 'none' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
  },
};
