import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { StepLayout } from './step-layout.tsx';

const meta = {
  title: 'Booking order/StepLayout',
  component: StepLayout,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Add extras',
    route: 'extras',
    children: (
      <p>
        The step’s content goes here. <button type="button">First control</button>
      </p>
    ),
  },
} satisfies Meta<typeof StepLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A new step starts with the focus on its heading; the next Tab reaches its first control. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Add extras' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'First control' })).toHaveFocus();
  },
};
export const CheckinStep: Story = {
  args: { title: 'Online check-in', route: 'checkin-step', step: 'documents' },
};
