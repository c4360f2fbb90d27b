import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RouterFixture } from '@skybook/ssr';
import { CheckinStepScreen } from './checkin-step-screen.tsx';
import { SAMPLE_ORDER_ID } from './testing/checkin-fixtures.ts';
import { CheckinFixture } from './testing/checkin-fixture.tsx';

/** The route's screen: the step and the search come from the URL; navigation stays in the fixture. */
const meta = {
  title: 'Check-in/CheckinStepScreen',
  component: CheckinStepScreen,
  decorators: [
    (Story) => (
      <CheckinFixture progress="documents">
        <RouterFixture url="/en/checkin/select">
          <Story />
        </RouterFixture>
      </CheckinFixture>
    ),
  ],
  args: { step: 'select', search: { order: SAMPLE_ORDER_ID } },
} satisfies Meta<typeof CheckinStepScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Select: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Who is checking in?', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  },
};
export const Documents: Story = {
  args: { step: 'documents', search: { order: SAMPLE_ORDER_ID, passengers: 'p1' } },
};
export const Seats: Story = { args: { step: 'seats', search: { order: SAMPLE_ORDER_ID, passengers: 'p1' } } };
