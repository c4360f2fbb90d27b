import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { HoldExpired } from './hold-expired.tsx';

const meta = {
  title: 'Booking funnel/HoldExpired',
  component: HoldExpired,
  decorators: [(Story) => <div style={{ padding: '2rem', maxWidth: '48rem' }}>{Story()}</div>],
  args: { newSearchHref: '/en' },
} satisfies Meta<typeof HoldExpired>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Expired: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link')).toHaveAttribute('href', '/en');
  },
};
