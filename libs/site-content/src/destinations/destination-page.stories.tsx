import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DESTINATIONS } from './destination-catalogue.ts';
import { DestinationPage } from './destination-page.tsx';

const cancun = DESTINATIONS.find((d) => d.code === 'CUN')!;
const fare = {
  origin: 'MAD',
  destination: 'CUN',
  lowest: { date: '2026-12-03', total: { amount: 47_631, currency: 'EUR' } },
};

const meta = {
  title: 'Booking web/DestinationPage',
  component: DestinationPage,
  args: { destination: cancun, fare, locale: 'en' },
} satisfies Meta<typeof DestinationPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithFare: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Cancún');
    await expect(canvas.getByTestId('destination-price')).toHaveTextContent('476.31');
    await expect(canvas.getByRole('link', { name: 'Search flights' })).toHaveAttribute(
      'href',
      '/en/select?from=MAD&to=CUN&depart=2026-12-03&adults=1',
    );
    // The hero is above the fold: never lazy.
    await expect(canvas.getByTestId('destination-illustration')).not.toHaveAttribute('loading');
  },
};

/** Nothing bookable in the coming weeks: no price, and the search opens home with the route. */
export const NoFare: Story = {
  args: { fare: { ...fare, lowest: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByTestId('destination-price')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Search flights' })).toHaveAttribute(
      'href',
      '/en?from=MAD&to=CUN',
    );
  },
};

export const Phone360: Story = {
  args: { destination: DESTINATIONS.find((d) => d.code === 'SAP')!, locale: 'es' },
  decorators: [(Story) => <div style={{ width: 360 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const page = canvasElement.querySelector('article')!;
    await expect(page.scrollWidth).toBeLessThanOrEqual(360);
  },
};
