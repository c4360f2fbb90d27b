import type { Meta, StoryObj } from '@storybook/react-vite';
import { FooterMenus } from './footer-menus.tsx';
import { sampleFooter } from './story-fixtures.ts';

const meta = {
  title: 'Menu/FooterMenus',
  component: FooterMenus,
  args: { items: sampleFooter, pathname: '/en' },
} satisfies Meta<typeof FooterMenus>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {};
/** Below 768px each group is an accordion. */
export const Mobile: Story = { globals: { viewport: { value: 'mobile1' } } };
