import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MenuLink } from './menu-link.tsx';

const meta = {
  title: 'Menu/MenuLink',
  component: MenuLink,
  decorators: [(Story) => <div style={{ padding: '2rem' }}>{Story()}</div>],
  args: {
    item: { id: 1, title: 'Baggage', link: 'en/baggage', order: 1, children: [] },
    pathname: '/en/destinations',
  },
} satisfies Meta<typeof MenuLink>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const CurrentPage: Story = {
  args: { pathname: '/en/baggage' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link')).toHaveAttribute('aria-current', 'page');
  },
};
/** External links open in a new tab and say so to screen readers. */
export const External: Story = {
  args: { item: { id: 2, title: 'Hotels', link: 'https://hotels.example', order: 2, children: [] } },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: /Hotels.*opens in a new tab/ });
    await expect(link).toHaveAttribute('target', '_blank');
  },
};
