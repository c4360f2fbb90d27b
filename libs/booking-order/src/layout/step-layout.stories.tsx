import type { Meta, StoryObj } from '@storybook/react-vite';
import { StepLayout } from './step-layout.tsx';

const meta = {
  title: 'Booking order/StepLayout',
  component: StepLayout,
  parameters: { layout: 'fullscreen' },
  args: { title: 'Add extras', route: 'extras', children: <p>The step’s content goes here.</p> },
} satisfies Meta<typeof StepLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const CheckinStep: Story = {
  args: { title: 'Online check-in', route: 'checkin-step', step: 'documents' },
};
