import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SiteFixture } from '@skybook/site-content/testing';
import { HomePage } from './home-page.tsx';

const meta = {
  title: 'Booking web/HomePage',
  component: HomePage,
  decorators: [
    (Story) => (
      <SiteFixture>
        <Story />
      </SiteFixture>
    ),
  ],
} satisfies Meta<typeof HomePage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Hero and search form, slides, offers and banners of the sample site. */
export const Home: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('slides', {}, { timeout: 5000 })).toBeInTheDocument();
    await expect(await canvas.findAllByTestId('offer', {}, { timeout: 5000 })).toHaveLength(3);
  },
};
