import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BundleChoice } from './bundle-choice.tsx';
import { SAMPLE_EXTRAS } from './extras-offer-fixture.ts';

const comfort = SAMPLE_EXTRAS.bundles[0]!;
const offer = comfort.passengers[0]!;

const meta = {
  title: 'Booking/Checkout/BundleChoice',
  component: BundleChoice,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '24rem' }}>
        <Story />
      </div>
    ),
  ],
  args: {
    bundle: comfort,
    offer,
    context: 'Ana Pérez, MAD → LIS',
    currency: 'EUR',
    locale: 'en',
    onToggle: fn(),
  },
} satisfies Meta<typeof BundleChoice>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The server's price and saving, and an Add button naming whom and which flight. */
export const Offered: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('35.20 €')).toBeInTheDocument();
    await expect(canvas.getByText('Save 8.80 €')).toBeInTheDocument();
    await userEvent.click(
      canvas.getByRole('button', { name: 'Add Comfort bundle for Ana Pérez, MAD → LIS' }),
    );
    await expect(args.onToggle).toHaveBeenCalledWith(true);
  },
};
export const Chosen: Story = {
  args: { offer: { ...offer, chosen: true } },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Remove Comfort bundle for Ana Pérez, MAD → LIS' }),
    );
    await expect(args.onToggle).toHaveBeenCalledWith(false);
  },
};
/** A bundle the passenger may not have says why, and has no button. */
export const AlreadyInTheFare: Story = {
  args: { offer: { ...offer, unavailable: 'errors.bundle_already_included' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/already includes/)).toBeInTheDocument();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
