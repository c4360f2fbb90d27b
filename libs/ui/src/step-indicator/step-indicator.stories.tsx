import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StepIndicator } from './step-indicator.tsx';

const STEPS = [
  { id: 'select', label: 'Flights' },
  { id: 'extras', label: 'Extras' },
  { id: 'passengers', label: 'Passengers' },
  { id: 'payment', label: 'Payment' },
];

const meta = {
  title: 'UI/StepIndicator',
  component: StepIndicator,
  args: {
    steps: STEPS,
    current: 'extras',
    label: 'Booking steps',
    compact: 'Step 2 of 4 · Extras',
    doneLabel: 'completed',
  },
} satisfies Meta<typeof StepIndicator>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Extras: Story = {
  play: async ({ canvasElement }) => {
    const current = within(canvasElement).getByText('Extras').closest('li');
    await expect(current).toHaveAttribute('aria-current', 'step');
  },
};
export const Payment: Story = { args: { current: 'payment', compact: 'Step 4 of 4 · Payment' } };
/** A 360 px phone: one line and a thin bar. */
export const Phone: Story = { globals: { viewport: { value: 'mobile1' } } };
