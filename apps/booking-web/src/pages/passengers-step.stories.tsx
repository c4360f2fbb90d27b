import type { Meta, StoryObj } from '@storybook/react-vite';
import { PassengersStep } from './passengers-step.tsx';
import { funnelStepDecorator } from './testing/step-decorators.tsx';

const meta = {
  title: 'Booking web/Funnel steps/Passengers',
  component: PassengersStep,
  decorators: [funnelStepDecorator],
  parameters: { path: '/$lang/passengers' },
} satisfies Meta<typeof PassengersStep>;
export default meta;

export const Passengers: StoryObj<typeof meta> = {};
