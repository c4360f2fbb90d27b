import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ExtrasStep } from './extras-step.tsx';
import { funnelStepDecorator } from './testing/step-decorators.tsx';

const meta = {
  title: 'Booking web/Funnel steps/Extras',
  component: ExtrasStep,
  decorators: [funnelStepDecorator],
  parameters: { path: '/$lang/extras' },
} satisfies Meta<typeof ExtrasStep>;
export default meta;

export const Extras: StoryObj<typeof meta> = {
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Bags and extras' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  },
};
