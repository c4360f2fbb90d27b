import type { Meta, StoryObj } from '@storybook/react-vite';
import { Footer } from './footer.tsx';
import { sampleLogo, sampleSubLinks } from './story-fixtures.tsx';

const meta = {
  title: 'Layout/Footer',
  component: Footer,
  args: { variant: 'full', brandName: 'Skybook Air', logo: sampleLogo, subLinks: sampleSubLinks, year: 2026 },
} satisfies Meta<typeof Footer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {
  args: {
    children: (
      <>
        <p>Skybook Air, S.L. — Calle de Alcalá 50, Madrid.</p>
        <p>
          <a href="#">Travel agencies</a>
        </p>
      </>
    ),
  },
};
/** Funnel routes: logo, copyright and sub-footer links only. */
export const Funnel: Story = { args: { variant: 'funnel' } };
