import type { Meta, StoryObj } from '@storybook/react-vite';
import { PaymentStep } from './payment-step.tsx';
import { funnelStepDecorator } from './testing/step-decorators.tsx';

const meta = {
  title: 'Booking web/Funnel steps/Payment',
  component: PaymentStep,
  decorators: [funnelStepDecorator],
  parameters: { path: '/$lang/payment' },
} satisfies Meta<typeof PaymentStep>;
export default meta;

export const Payment: StoryObj<typeof meta> = {};
