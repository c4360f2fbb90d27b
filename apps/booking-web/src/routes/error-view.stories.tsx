import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ErrorView } from './error-view.tsx';

const meta = {
  title: 'Booking web/ErrorView',
  component: ErrorView,
  args: { status: 404 },
} satisfies Meta<typeof ErrorView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The page also sets the document's title (a client-side navigation keeps the old head). */
export const NotFound: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.title).toContain('404');
    await expect(within(canvasElement).getByRole('link')).toHaveAttribute('href', '/');
  },
};
export const ServerError: Story = { args: { status: 500 } };
