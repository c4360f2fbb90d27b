import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DestinationIllustration } from './destination-illustration.tsx';

const meta = {
  title: 'Booking web/DestinationIllustration',
  component: DestinationIllustration,
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
  args: { code: 'LIS' },
} satisfies Meta<typeof DestinationIllustration>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Card: Story = {
  play: async ({ canvasElement }) => {
    const img = within(canvasElement).getByTestId('destination-illustration');
    await expect(img).toHaveAttribute('src', '/images/destinations/lis.svg');
    await expect(img).toHaveAttribute('loading', 'lazy');
    await expect(img).toHaveAttribute('alt', '');
  },
};
export const Hero: Story = { args: { code: 'JFK', hero: true } };
