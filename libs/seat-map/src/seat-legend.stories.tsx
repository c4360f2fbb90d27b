import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SAMPLE_LAYOUT } from './fixtures.ts';
import { SeatLegend } from './seat-legend.tsx';

const meta = {
  title: 'Booking/SeatLegend',
  component: SeatLegend,
  decorators: [(Story) => <div style={{ padding: '2rem', maxWidth: '24rem' }}>{Story()}</div>],
  args: { layout: SAMPLE_LAYOUT, currency: 'EUR', locale: 'en' },
} satisfies Meta<typeof SeatLegend>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One entry per category on this cabin, priced as quoted for this flight, then the seat states. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/300/)).toBeInTheDocument();
    await expect(canvas.getByText('Not available')).toBeInTheDocument();
  },
};
export const InUsDollars: Story = { args: { currency: 'USD' } };
