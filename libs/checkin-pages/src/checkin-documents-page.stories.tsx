import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { CheckinDocumentsPage } from './checkin-documents-page.tsx';
import { SAMPLE_ORDER_ID } from './testing/checkin-fixtures.ts';
import { CheckinFixture, type CheckinProgress } from './testing/checkin-fixture.tsx';

const meta = {
  title: 'Check-in/CheckinDocumentsPage',
  component: CheckinDocumentsPage,
  decorators: [
    (Story, { parameters }) => (
      <CheckinFixture progress={parameters['progress'] as CheckinProgress}>
        <Story />
      </CheckinFixture>
    ),
  ],
  args: { orderId: SAMPLE_ORDER_ID, passengers: ['p1', 'p2'], onContinue: fn(), onBack: fn() },
} satisfies Meta<typeof CheckinDocumentsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Documents: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('form', { name: 'Travel documents' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  },
};
export const DocumentsSaved: Story = {
  args: { passengers: undefined },
  parameters: { progress: 'documents' },
};
/** Nobody chosen: back to the passengers. */
export const NoneChosen: Story = { args: { passengers: [] } };
