import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ExtrasPassengerCard } from './extras-passenger-card.tsx';
import { SAMPLE_EXTRAS } from './extras-offer-fixture.ts';

const services = SAMPLE_EXTRAS.groups.flatMap((g) =>
  g.services
    .filter((s) => s.serviceId.endsWith('@101'))
    .map((service) => ({ service, mine: service.passengers.find((p) => p.id === 'p1')! })),
);
const bundles = SAMPLE_EXTRAS.bundles
  .filter((b) => b.flightRef === '101')
  .map((bundle) => ({ bundle, mine: bundle.passengers.find((p) => p.id === 'p1')! }));

const meta = {
  title: 'Booking/Checkout/ExtrasPassengerCard',
  component: ExtrasPassengerCard,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '26rem' }}>
        <Story />
      </div>
    ),
  ],
  args: {
    passenger: { id: 'p1', name: 'Ana Pérez' },
    route: 'MAD → LIS',
    flightRef: '101',
    services,
    bundles,
    currency: 'EUR',
    locale: 'en',
    onQuantity: fn(),
    onBundle: fn(),
  },
} satisfies Meta<typeof ExtrasPassengerCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Icons, what the fare includes, and a quantity change with the server's quote for it. */
export const AddsABag: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Your fare includes 1')).toBeInTheDocument();
    await userEvent.click(
      canvas.getByRole('button', { name: 'Add one Checked bag, 23 kg for Ana Pérez, MAD → LIS' }),
    );
    await expect(args.onQuantity).toHaveBeenCalledWith({
      serviceId: 'bag-checked@101',
      passengerId: 'p1',
      count: 1,
      totalCost: 3_500,
    });
  },
};
export const ChoosesABundle: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Add Comfort bundle for Ana Pérez, MAD → LIS' }),
    );
    await expect(args.onBundle).toHaveBeenCalledWith({
      bundleId: 'bundle-comfort@101',
      passengerId: 'p1',
      flightRef: '101',
      chosen: true,
    });
  },
};
/** An infant: no bundle, only what is sold to infants. */
export const WithoutBundles: Story = { args: { passenger: { id: 'p4', name: 'Sofía Pérez' }, bundles: [] } };
