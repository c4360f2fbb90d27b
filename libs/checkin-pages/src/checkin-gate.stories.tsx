import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CheckinGate } from './checkin-gate.tsx';
import { SAMPLE_ORDER_ID } from './testing/checkin-fixtures.ts';
import { CheckinFixture } from './testing/checkin-fixture.tsx';
import type { FakeCheckinOptions } from './testing/fake-checkin-api.ts';

/** Reads the check-in view, or says why there is none (not open yet, closed, not found). */
const meta = {
  title: 'Check-in/CheckinGate',
  component: CheckinGate,
  decorators: [
    (Story, { parameters }) => (
      <CheckinFixture window={parameters['window'] as FakeCheckinOptions['window']}>
        <div style={{ padding: '2rem', maxWidth: '48rem' }}>
          <Story />
        </div>
      </CheckinFixture>
    ),
  ],
  args: {
    orderId: SAMPLE_ORDER_ID,
    children: (view) => <p data-testid="gate-open">Booking {view.bookingReference} is open for check-in.</p>,
  },
} satisfies Meta<typeof CheckinGate>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByTestId('gate-open', {}, { timeout: 5000 }),
    ).toHaveTextContent('K7MX2Q');
  },
};
export const NotOpenYet: Story = { parameters: { window: 'not_open' } };
export const Closed: Story = { parameters: { window: 'closed' } };
export const NoOrder: Story = { args: { orderId: undefined } };
