import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SAMPLE_SLIDES } from '../testing/site-fixtures.ts';
import { HeroSlides } from './hero-slides.tsx';

const meta = {
  title: 'Booking web/HeroSlides',
  component: HeroSlides,
  args: { slides: SAMPLE_SLIDES },
} satisfies Meta<typeof HeroSlides>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A row of cards: nothing rotates on its own. */
export const Slides: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('link')).toHaveLength(SAMPLE_SLIDES.length);
  },
};
export const Empty: Story = { args: { slides: [] } };
