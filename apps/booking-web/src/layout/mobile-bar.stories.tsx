import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SiteFixture } from '@skybook/site-content/testing';
import { MobileBar } from './mobile-bar.tsx';

const meta = {
  title: 'Booking web/MobileBar',
  component: MobileBar,
  decorators: [
    (Story) => (
      <SiteFixture>
        <div style={{ minHeight: 400 }}>
          <Story />
        </div>
      </SiteFixture>
    ),
  ],
  args: { closeKey: '/en' },
} satisfies Meta<typeof MobileBar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each button opens its lookup form; opening one closes the other. */
export const Checkin: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const checkin = await canvas.findByRole('button', { name: 'Online check-in' }, { timeout: 5000 });
    await userEvent.click(checkin);
    await expect(checkin).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Manage booking' }));
    await expect(checkin).toHaveAttribute('aria-expanded', 'false');
  },
};
