import type { Meta, StoryObj } from '@storybook/react-vite';
import { Navbar } from './navbar.tsx';
import { sampleActions, sampleLogo } from './story-fixtures.tsx';

const meta = {
  title: 'Layout/Navbar',
  component: Navbar,
  args: { variant: 'static', logo: sampleLogo, actions: sampleActions },
} satisfies Meta<typeof Navbar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Home: stays on top while scrolling. */
export const Sticky: Story = { args: { variant: 'sticky' } };
/** Other pages with a navbar. */
export const Static: Story = {};
export const LogoOnly: Story = { args: { actions: undefined } };
