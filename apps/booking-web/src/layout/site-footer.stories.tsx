import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Logo } from '@skybook/ui';
import { SAMPLE_SITE } from '@skybook/site-content/testing';
import { SiteFooter } from './site-footer.tsx';

const meta = {
  title: 'Booking web/SiteFooter',
  component: SiteFooter,
  args: {
    site: SAMPLE_SITE,
    variant: 'full',
    logo: <Logo name="Skybook Air" code="SB" href="/en" label="Skybook Air, home" />,
    newsletter: <p>The newsletter form goes here.</p>,
  },
} satisfies Meta<typeof SiteFooter>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Skybook Air, Madrid')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Travel agencies: sign in' })).toHaveAttribute(
      'href',
      '/en/ta',
    );
  },
};
/** The funnel's short footer: logo, copyright and the sub-footer links. */
export const Funnel: Story = { args: { variant: 'funnel' } };
