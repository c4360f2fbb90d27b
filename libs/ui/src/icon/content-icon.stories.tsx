import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ContentIcon } from './content-icon.tsx';

const meta = {
  title: 'UI/ContentIcon',
  component: ContentIcon,
  args: { name: 'lucide:luggage' },
  decorators: [
    (Story) => <p style={{ display: 'flex', gap: '0.5rem', alignItems: 'center' }}>{Story()} 23 kg bag</p>,
  ],
} satisfies Meta<typeof ContentIcon>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Painted in the text colour from `/api/icon.svg` (the site's server; Storybook has none, so the
 * slot stays empty here and the failure is logged to the data layer). Decorative: the text says it.
 */
export const ExtraIcon: Story = {
  play: async ({ canvasElement }) => {
    const icon = canvasElement.querySelector('[data-icon="lucide:luggage"]');
    await expect(icon).toHaveAttribute('aria-hidden', 'true');
    await expect(within(canvasElement).getByText(/23 kg bag/)).toBeVisible();
  },
};

export const SocialMark: Story = { args: { name: 'simple-icons:instagram' } };
