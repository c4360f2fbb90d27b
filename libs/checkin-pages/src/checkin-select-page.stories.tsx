import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CheckinSelectPage } from './checkin-select-page.tsx';
import { SAMPLE_ORDER_ID } from './testing/checkin-fixtures.ts';
import { CheckinFixture, type CheckinProgress } from './testing/checkin-fixture.tsx';
import type { FakeCheckinOptions } from './testing/fake-checkin-api.ts';

const meta = {
  title: 'Check-in/CheckinSelectPage',
  component: CheckinSelectPage,
  decorators: [
    (Story, { parameters }) => (
      <CheckinFixture
        window={parameters['window'] as FakeCheckinOptions['window']}
        progress={parameters['progress'] as CheckinProgress}
      >
        <Story />
      </CheckinFixture>
    ),
  ],
  args: {
    referenceCode: 'K7MX2Q',
    lastName: 'Núñez',
    orderId: undefined,
    onOrder: fn(),
    onContinue: fn(),
    onBoardingPasses: fn(),
  },
} satisfies Meta<typeof CheckinSelectPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Found by reference and last name: the order goes into the URL in place of the name. */
export const Lookup: Story = {
  play: async ({ args }) => {
    await waitFor(() => expect(args.onOrder).toHaveBeenCalledWith(SAMPLE_ORDER_ID), { timeout: 5000 });
  },
};
/** Choose who checks in, then continue to their documents. */
export const ChoosePassengers: Story = {
  args: { lastName: undefined, orderId: SAMPLE_ORDER_ID },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const [first] = await canvas.findAllByRole('checkbox', {}, { timeout: 5000 });
    await userEvent.click(first!);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(args.onContinue).toHaveBeenCalled();
  },
};
export const AllCheckedIn: Story = {
  args: { lastName: undefined, orderId: SAMPLE_ORDER_ID },
  parameters: { progress: 'checked-in' },
};
export const NotOpenYet: Story = { parameters: { window: 'not_open' } };
export const Closed: Story = {
  args: { lastName: undefined, orderId: SAMPLE_ORDER_ID },
  parameters: { window: 'closed' },
};
export const NotFound: Story = { args: { lastName: 'Nobody' } };
