import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CheckinStartPage } from './checkin-start-page.tsx';

const meta = {
  title: 'Check-in/CheckinStartPage',
  component: CheckinStartPage,
  // The app passes its reservation lookup form; a placeholder stands in here.
  args: { lookup: <p data-testid="lookup">The reservation lookup form (reference and last name).</p> },
} satisfies Meta<typeof CheckinStartPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Start: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('lookup')).toBeInTheDocument();
  },
};
