import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SAMPLE_BANNERS } from '../testing/site-fixtures.ts';
import { BannerStrip } from './banner-strip.tsx';

const meta = {
  title: 'Booking web/BannerStrip',
  component: BannerStrip,
  args: { banners: SAMPLE_BANNERS, label: 'News' },
} satisfies Meta<typeof BannerStrip>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Banners: Story = {
  play: async ({ canvasElement }) => {
    const links = within(within(canvasElement).getByRole('region', { name: 'News' })).getAllByRole('link');
    await expect(links[0]).toHaveAttribute('href', '/en/checkin');
  },
};
/** None for this domain and language: nothing is shown. */
export const Empty: Story = { args: { banners: [] } };
