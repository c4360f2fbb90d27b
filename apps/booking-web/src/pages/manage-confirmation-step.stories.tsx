import type { Meta, StoryObj } from '@storybook/react-vite';
import { ManageConfirmationStep } from './manage-confirmation-step.tsx';
import { manageStepDecorator } from './testing/step-decorators.tsx';

const meta = {
  title: 'Booking web/Manage steps/Confirmation',
  component: ManageConfirmationStep,
  decorators: [manageStepDecorator],
  parameters: { url: '/en/manage/confirmation', route: '/$lang/manage/confirmation' },
} satisfies Meta<typeof ManageConfirmationStep>;
export default meta;

/** The confirmation opened without an order. */
export const ConfirmationWithoutOrder: StoryObj<typeof meta> = {};
