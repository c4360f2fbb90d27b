import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { InvalidSearch } from './invalid-search.tsx';

const meta = {
  title: 'Booking funnel/InvalidSearch',
  component: InvalidSearch,
  decorators: [(Story) => <div style={{ padding: '2rem', maxWidth: '48rem' }}>{Story()}</div>],
  args: { fields: { destination: 'errors.same_airport' }, homeHref: '/en' },
} satisfies Meta<typeof InvalidSearch>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each problem of the URL's search, named by its field, and a way back to the search form. */
export const SameAirport: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('To:');
    await expect(canvas.getByRole('link', { name: 'Start a new search' })).toHaveAttribute('href', '/en');
  },
};
export const SeveralProblems: Story = {
  args: {
    fields: {
      origin: 'errors.invalid_airport',
      departDate: 'errors.invalid_date',
      infants: 'errors.infants',
    },
  },
};
