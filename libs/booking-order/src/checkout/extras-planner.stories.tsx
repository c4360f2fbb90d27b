import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ExtrasPlanner } from './extras-planner.tsx';
import { SAMPLE_EXTRAS, SAMPLE_EXTRA_PASSENGERS } from './extras-offer-fixture.ts';

const meta = {
  title: 'Booking/Checkout/ExtrasPlanner',
  component: ExtrasPlanner,
  args: {
    offer: SAMPLE_EXTRAS,
    passengers: SAMPLE_EXTRA_PASSENGERS,
    locale: 'en',
    onQuantity: fn(),
    onBundle: fn(),
  },
} satisfies Meta<typeof ExtrasPlanner>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One card per passenger for the outbound flight; the return is one press away. */
export const PerFlight: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('article')).toHaveLength(4);
    await userEvent.click(canvas.getByRole('button', { name: 'Return LIS → MAD' }));
    await userEvent.click(
      canvas.getByRole('button', { name: 'Add one Checked bag, 23 kg for Luis Pérez, LIS → MAD' }),
    );
    await expect(args.onQuantity).toHaveBeenCalledWith(
      expect.objectContaining({ serviceId: 'bag-checked@202', passengerId: 'p2', count: 1 }),
    );
  },
};

/** A 360 px phone: the cards stack and nothing scrolls sideways. */
export const Phone360: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 360, boxSizing: 'border-box', padding: 8 }} data-testid="frame">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const frame = within(canvasElement).getByTestId('frame');
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
  },
};
