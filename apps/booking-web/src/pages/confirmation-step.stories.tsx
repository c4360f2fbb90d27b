import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ConfirmationStep } from './confirmation-step.tsx';
import { funnelStepDecorator } from './testing/step-decorators.tsx';

const meta = {
  title: 'Booking web/Funnel steps/Confirmation',
  component: ConfirmationStep,
  decorators: [funnelStepDecorator],
  parameters: { path: '/$lang/confirmation', paid: true },
} satisfies Meta<typeof ConfirmationStep>;
export default meta;

export const Confirmation: StoryObj<typeof meta> = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('K7MX2Q', {}, { timeout: 5000 })).toBeInTheDocument();
  },
};
