import type { Meta, StoryObj } from '@storybook/react-vite';
import { Logo } from './logo.tsx';

const meta = {
  title: 'UI/Logo',
  component: Logo,
  args: { name: 'Skybook Air', code: 'SB', href: '#', label: 'Skybook Air, home' },
} satisfies Meta<typeof Logo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Skybook: Story = {};
export const Solara: Story = { args: { name: 'Solara Airways', code: 'SL', label: 'Solara Airways, home' } };
