import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SAMPLE_OFFERS } from '../testing/site-fixtures.ts';
import { OfferCard } from './offer-card.tsx';

const meta = {
  title: 'Booking web/OfferCard',
  component: OfferCard,
  decorators: [(Story) => <div style={{ padding: '2rem', maxWidth: '20rem' }}>{Story()}</div>],
  args: { offer: SAMPLE_OFFERS[0]!, locale: 'en' },
} satisfies Meta<typeof OfferCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Offer: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('offer-price')).toHaveTextContent('419');
  },
};
export const InDollars: Story = {
  args: { offer: { ...SAMPLE_OFFERS[0]!, amount: 45_900, currencyCode: 'USD' } },
};
export const InSpanish: Story = { args: { locale: 'es' } };
