import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DESTINATIONS } from './destination-catalogue.ts';
import { DestinationsIndex } from './destinations-index.tsx';

const meta = {
  title: 'Booking web/DestinationsIndex',
  component: DestinationsIndex,
  args: { locale: 'en' },
} satisfies Meta<typeof DestinationsIndex>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Index: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const links = canvas.getAllByRole('link');
    await expect(links).toHaveLength(DESTINATIONS.length);
    await expect(canvas.getByRole('link', { name: 'New York' })).toHaveAttribute(
      'href',
      '/en/destinations/new-york',
    );
    // Cards are below the fold: their drawings wait until they near the screen.
    for (const img of canvas.getAllByTestId('destination-illustration'))
      await expect(img).toHaveAttribute('loading', 'lazy');
  },
};

export const Phone360: Story = {
  args: { locale: 'pt' },
  decorators: [(Story) => <div style={{ width: 360 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const section = canvasElement.querySelector('section')!;
    await expect(section.scrollWidth).toBeLessThanOrEqual(360);
  },
};
