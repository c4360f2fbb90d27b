import type { Meta, StoryObj } from '@storybook/react-vite';
import { Footer } from './footer.tsx';
import { Navbar } from './navbar.tsx';
import { SiteShell } from './site-shell.tsx';
import { sampleActions, sampleLogo, sampleSubLinks } from './story-fixtures.tsx';

const meta = {
  title: 'Layout/Site shell',
  component: SiteShell,
  args: {
    header: <Navbar variant="sticky" logo={sampleLogo} actions={sampleActions} />,
    footer: (
      <Footer
        variant="full"
        brandName="Skybook Air"
        logo={sampleLogo}
        subLinks={sampleSubLinks}
        year={2026}
      />
    ),
    children: <h1>Page content</h1>,
  },
} satisfies Meta<typeof SiteShell>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Home: Story = {};
/** Funnel steps: no navbar, the short footer. */
export const FunnelStep: Story = {
  args: {
    header: null,
    footer: (
      <Footer
        variant="funnel"
        brandName="Skybook Air"
        logo={sampleLogo}
        subLinks={sampleSubLinks}
        year={2026}
      />
    ),
  },
};
