import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ApiError } from '@skybook/api-contract';
import { AppContextFixture } from '@skybook/ssr';
import { JOURNEYS } from '../testing/fixtures.ts';
import { SAMPLE_HOLD } from '../testing/fake-search-api.ts';
import { ContinueBar } from './continue-bar.tsx';

const [basic, classic] = JOURNEYS[0]!.fares;

const meta = {
  title: 'Booking funnel/ContinueBar',
  component: ContinueBar,
  decorators: [
    (Story) => (
      <AppContextFixture api={{}}>
        <div style={{ padding: '2rem', maxWidth: '60rem' }}>
          <Story />
        </div>
      </AppContextFixture>
    ),
  ],
  args: {
    chosen: { outbound: basic, inbound: classic },
    needsInbound: true,
    passengers: 1,
    locale: 'en',
    createHold: fn(async () => SAMPLE_HOLD),
    onHeld: fn(),
    onStale: fn(),
  },
} satisfies Meta<typeof ContinueBar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Both fares chosen: "Continue" holds the seats and moves on. */
export const Holds: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(args.onHeld).toHaveBeenCalledWith(SAMPLE_HOLD.holdId));
  },
};
/** Waiting for the return fare: "Continue" does nothing yet. */
export const WaitingForReturn: Story = {
  args: { chosen: { outbound: basic } },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Continue' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(args.createHold).not.toHaveBeenCalled();
  },
};
export const SoldOut: Story = {
  args: {
    createHold: fn(async () => {
      throw new ApiError(409, { error: 'errors.offer_unavailable' });
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(await canvas.findByRole('alert')).toBeInTheDocument();
  },
};
