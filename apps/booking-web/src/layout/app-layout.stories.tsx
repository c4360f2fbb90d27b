import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SiteFixture } from '@skybook/site-content/testing';
import { AppLayout } from './app-layout.tsx';

const meta = {
  title: 'Booking web/AppLayout',
  component: AppLayout,
  decorators: [
    (Story) => (
      <SiteFixture>
        <Story />
      </SiteFixture>
    ),
  ],
  args: { children: <p data-testid="page">The page’s content.</p>, routeName: 'index' },
} satisfies Meta<typeof AppLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Home: the sticky navbar, the full footer and the mobile check-in bar. */
export const Home: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('page', {}, { timeout: 5000 })).toBeInTheDocument();
    await expect(canvas.getByRole('contentinfo')).toBeInTheDocument();
  },
};
/** A funnel step: the short footer. */
export const Funnel: Story = { args: { routeName: 'extras' } };
