import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Logo } from '@skybook/ui';
import { SiteFixture } from '@skybook/site-content/testing';
import { SAMPLE_SITE } from '@skybook/site-content/testing';
import { SiteNavbar } from './site-navbar.tsx';

const meta = {
  title: 'Booking web/SiteNavbar',
  component: SiteNavbar,
  decorators: [
    (Story) => (
      <SiteFixture>
        <div style={{ minHeight: 320 }}>
          <Story />
        </div>
      </SiteFixture>
    ),
  ],
  args: {
    site: SAMPLE_SITE,
    variant: 'sticky',
    logo: <Logo name="Skybook Air" code="SB" href="/en" label="Skybook Air, home" />,
    isIndex: true,
  },
} satisfies Meta<typeof SiteNavbar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Menu, socials, telephone (a tel: link), selectors, manage booking and check-in. */
export const Home: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const phone = await canvas.findByRole('link', { name: /910 555 010/ }, { timeout: 5000 });
    await expect(phone).toHaveAttribute('href', 'tel:+34910555010');
  },
};
export const Static: Story = { args: { variant: 'static', isIndex: false } };
/** Previewing unpublished content: the banner says so. */
export const Preview: Story = { args: { site: { ...SAMPLE_SITE, preview: true } } };
