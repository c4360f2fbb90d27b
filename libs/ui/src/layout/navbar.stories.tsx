import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Navbar } from './navbar.tsx';
import { PreviewBanner } from '../preview-banner/preview-banner.tsx';
import { sampleActions, sampleLogo, sampleNav } from './story-fixtures.tsx';

const meta = {
  title: 'Layout/Navbar',
  component: Navbar,
  args: { variant: 'static', logo: sampleLogo, nav: sampleNav, actions: sampleActions },
} satisfies Meta<typeof Navbar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Home: stays on top while scrolling. */
export const Sticky: Story = { args: { variant: 'sticky' } };
/** Other pages with a navbar. */
export const Static: Story = {};
export const LogoOnly: Story = { args: { actions: undefined } };
/** `?preview=1`: the collapsible preview banner above the bar. */
export const Preview: Story = { args: { notice: <PreviewBanner /> } };
/** Below 768px the menu and actions sit behind the hamburger. */
export const Mobile: Story = { globals: { viewport: { value: 'mobile1' } } };

/** The hamburger turns into a close icon while the menu is open, and back. */
export const MobileMenuToggle: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('button', { name: 'Menu' });
    await expect(toggle.querySelector('svg[data-icon="menu"]')).not.toBeNull();
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle.querySelector('svg[data-icon="close"]')).not.toBeNull();
    await userEvent.click(toggle);
    await expect(toggle.querySelector('svg[data-icon="menu"]')).not.toBeNull();
  },
};
