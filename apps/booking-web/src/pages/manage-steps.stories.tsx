import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SiteFixture } from '@skybook/site-content/testing';
import { ManageConfirmationStep } from './manage-confirmation-step.tsx';
import { ManageStep } from './manage-step.tsx';

/**
 * The app's manage routes read the reference and name (or the order and change) from the URL.
 * The sample site's lookup knows no booking: the page says so and leads home. The pages' other
 * states have their own stories in `@skybook/manage`.
 */
const meta = {
  title: 'Booking web/ManageSteps',
  component: ManageStep,
  decorators: [
    (Story, { parameters }) => (
      <SiteFixture url={parameters['url'] as string} route={parameters['route'] as string}>
        <Story />
      </SiteFixture>
    ),
  ],
  parameters: { url: '/en/manage?referenceCode=K7MX2Q&lastName=Nobody', route: '/$lang/manage' },
} satisfies Meta<typeof ManageStep>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByTestId('manage-problem', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  },
};
/** The confirmation opened without an order. */
export const ConfirmationWithoutOrder: Story = {
  render: () => <ManageConfirmationStep />,
  parameters: { url: '/en/manage/confirmation', route: '/$lang/manage/confirmation' },
};
