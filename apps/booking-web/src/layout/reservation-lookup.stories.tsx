import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SiteFixture } from '@skybook/site-content/testing';
import { ReservationLookup } from './reservation-lookup.tsx';

const meta = {
  title: 'Booking web/ReservationLookup',
  component: ReservationLookup,
  decorators: [
    (Story) => (
      <SiteFixture>
        <div style={{ width: '20rem', padding: '1rem' }}>
          <Story />
        </div>
      </SiteFixture>
    ),
  ],
  args: { kind: 'manage' },
} satisfies Meta<typeof ReservationLookup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Manage: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('form', {}, { timeout: 5000 })).toBeInTheDocument();
  },
};
export const Checkin: Story = { args: { kind: 'checkin' } };
