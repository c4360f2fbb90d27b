import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ManageStep } from './manage-step.tsx';
import { manageStepDecorator } from './testing/step-decorators.tsx';

/**
 * The sample site's lookup knows no booking: the page says so and leads home. The page's other
 * states have their own stories in `@skybook/manage`.
 */
const meta = {
  title: 'Booking web/Manage steps/Manage',
  component: ManageStep,
  decorators: [manageStepDecorator],
  parameters: { url: '/en/manage?referenceCode=K7MX2Q&lastName=Nobody', route: '/$lang/manage' },
} satisfies Meta<typeof ManageStep>;
export default meta;

export const NotFound: StoryObj<typeof meta> = {
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByTestId('manage-problem', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  },
};
