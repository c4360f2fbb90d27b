import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CheckinLayout } from './checkin-layout.tsx';

const meta = {
  title: 'Check-in/CheckinLayout',
  component: CheckinLayout,
  args: { step: 'documents', children: <p>The step’s content.</p> },
} satisfies Meta<typeof CheckinLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The steps, the current one marked for assistive technology. */
export const Documents: Story = {
  play: async ({ canvasElement }) => {
    const steps = within(canvasElement).getByRole('list', { name: 'Check-in steps' });
    await expect(within(steps).getByText('Documents').closest('li')).toHaveAttribute('aria-current', 'step');
  },
};
export const Select: Story = { args: { step: 'select' } };
export const BoardingPasses: Story = { args: { step: 'boarding-passes' } };
