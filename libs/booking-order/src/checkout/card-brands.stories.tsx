import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CardBrands } from './card-brands.tsx';

const meta = { title: 'Booking/Checkout/CardBrands', component: CardBrands } satisfies Meta<
  typeof CardBrands
>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each mark is named for a screen reader. */
export const Accepted: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Cards we accept' });
    await expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Visa', 'Mastercard', 'American Express']);
  },
};
export const Phone: Story = { globals: { viewport: { value: 'mobile1' } } };
