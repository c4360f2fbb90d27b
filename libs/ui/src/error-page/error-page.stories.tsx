import type { Meta, StoryObj } from '@storybook/react-vite';
import { ErrorPage } from './error-page.tsx';

const meta = {
  title: 'Layout/Error page',
  component: ErrorPage,
  args: { homeHref: '#', status: 404 },
} satisfies Meta<typeof ErrorPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {};
export const ServerError: Story = { args: { status: 500 } };
