import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { CheckinSeatsPage } from './checkin-seats-page.tsx';
import { SAMPLE_ORDER_ID } from './testing/checkin-fixtures.ts';
import { CheckinFixture } from './testing/checkin-fixture.tsx';

const meta = {
  title: 'Check-in/CheckinSeatsPage',
  component: CheckinSeatsPage,
  decorators: [
    (Story) => (
      <CheckinFixture progress="documents">
        <Story />
      </CheckinFixture>
    ),
  ],
  args: { orderId: SAMPLE_ORDER_ID, passengers: ['p1', 'p2', 'p3', 'p4'], onContinue: fn(), onBack: fn() },
} satisfies Meta<typeof CheckinSeatsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Seats: Story = {
  play: async ({ canvasElement }) => {
    const rows = await within(canvasElement).findAllByTestId(/^seat-row-/, {}, { timeout: 5000 });
    await expect(rows.length).toBeGreaterThan(0);
  },
};
export const OnePassenger: Story = { args: { passengers: ['p2'] } };
