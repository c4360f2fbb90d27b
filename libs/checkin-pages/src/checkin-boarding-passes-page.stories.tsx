import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { CheckinBoardingPassesPage } from './checkin-boarding-passes-page.tsx';
import { SAMPLE_ORDER_ID } from './testing/checkin-fixtures.ts';
import { CheckinFixture } from './testing/checkin-fixture.tsx';
import { storyBarcode } from './testing/story-barcode.ts';

const meta = {
  title: 'Check-in/CheckinBoardingPassesPage',
  component: CheckinBoardingPassesPage,
  decorators: [
    (Story) => (
      <CheckinFixture progress="documents">
        <Story />
      </CheckinFixture>
    ),
  ],
  args: {
    orderId: SAMPLE_ORDER_ID,
    passengers: ['p1', 'p2', 'p3'],
    onStep: fn(),
    // A drawn stand-in barcode: stories fetch nothing.
    urlsOf: (_order, pass) => ({ barcode: storyBarcode(pass.passengerRef + pass.flightRef), pdf: '#pdf' }),
  },
} satisfies Meta<typeof CheckinBoardingPassesPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const BoardingPasses: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByText(/SK 210/, {}, { timeout: 5000 })).not.toHaveLength(
      0,
    );
  },
};
/** A traveller without a saved document: the step sends them back for it. */
export const DocumentsMissing: Story = {
  decorators: [
    (Story) => (
      <CheckinFixture progress="new">
        <Story />
      </CheckinFixture>
    ),
  ],
  args: { passengers: ['p2'] },
};
