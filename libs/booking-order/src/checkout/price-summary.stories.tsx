import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SAMPLE_GROUPS, SAMPLE_TOTAL } from './price-summary.fixtures.ts';
import { PriceSummary } from './price-summary.tsx';

const meta = {
  title: 'Booking/Checkout/PriceSummary',
  component: PriceSummary,
  args: { currency: 'EUR', locale: 'en', groups: SAMPLE_GROUPS, total: SAMPLE_TOTAL },
  decorators: [(Story) => <div style={{ padding: '2rem', maxWidth: '24rem' }}>{Story()}</div>],
} satisfies Meta<typeof PriceSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One line per passenger type, the extras and the seats; a group's button unfolds its lines. */
export const Euros: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const adults = canvas.getByRole('button', { name: '2 adults' });
    await userEvent.click(adults);
    await expect(adults).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText('Taxes, adults, Outbound')).toBeVisible();
  },
};
export const MexicanPesos: Story = { args: { currency: 'MXN', locale: 'es' } };
export const FareOnly: Story = {
  args: { groups: SAMPLE_GROUPS.slice(0, 1), total: SAMPLE_GROUPS[0]!.amount },
};
/** A 360 px phone: a bar at the bottom with the total; "Details" opens the groups, Escape closes them. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const details = canvas.getByRole('button', { name: 'Details' });
    await userEvent.click(details);
    await expect(details).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await expect(details).toHaveAttribute('aria-expanded', 'false');
    await expect(details).toHaveFocus();
  },
};
