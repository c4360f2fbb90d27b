import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from './button.tsx';

const meta = { title: 'UI/Button', component: Button, args: { children: 'Search flights' } } satisfies Meta<
  typeof Button
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};
export const Secondary: Story = { args: { variant: 'secondary' } };
export const Disabled: Story = { args: { disabled: true } };
