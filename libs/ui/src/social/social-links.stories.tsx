import type { Meta, StoryObj } from '@storybook/react-vite';
import { SocialLinks } from './social-links.tsx';

const meta = { title: 'UI/SocialLinks', component: SocialLinks } satisfies Meta<typeof SocialLinks>;
export default meta;
type Story = StoryObj<typeof meta>;
export const AllNetworks: Story = {
  args: {
    facebook: 'https://facebook.com/x',
    twitter: 'https://twitter.com/x',
    instagram: 'https://instagram.com/x',
    tiktok: 'https://tiktok.com/@x',
  },
};
/** Honduras defines no TikTok: its icon is not shown. */
export const SomeNetworks: Story = {
  args: { facebook: 'https://facebook.com/x', instagram: 'https://instagram.com/x', tiktok: null },
};
