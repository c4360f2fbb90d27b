import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { ApiClient } from '@skybook/api-contract';
import { AppContextFixture, RouterFixture } from '@skybook/ssr';
import { AIRPORTS } from '../testing/fixtures.ts';
import { SearchForm } from './search-form-connected.tsx';

type Airports = ApiClient['airports'];
const loads: Airports = async () => AIRPORTS;
const fails: Airports = async () => {
  throw new Error('offline');
};

/** The home page's form: airports read from the (fake) API, a search navigates to /select. */
function Demo({ airports, url }: { airports: Airports; url?: string }) {
  return (
    <AppContextFixture api={{ airports }}>
      <RouterFixture {...(url ? { url } : {})}>
        <div style={{ padding: '2rem', maxWidth: '72rem' }}>
          <SearchForm />
        </div>
      </RouterFixture>
    </AppContextFixture>
  );
}

const meta = {
  title: 'Booking funnel/SearchForm (connected)',
  component: Demo,
  args: { airports: loads },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AirportsLoaded: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('form', {}, { timeout: 5000 })).toBeInTheDocument();
  },
};
export const AirportsUnavailable: Story = { args: { airports: fails } };

/** An offer's link or "Change search": the URL's search fills the form. */
export const PrefilledFromUrl: Story = {
  args: { url: '/en?from=MAD&to=LIS&depart=2031-03-02&return=2031-03-09&adults=2&children=1&infants=0' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const from = await canvas.findByRole('combobox', { name: /From/ }, { timeout: 5000 });
    await expect(from).toHaveValue('Madrid (MAD)');
    await expect(canvas.getByRole('combobox', { name: /To/ })).toHaveValue('Lisbon (LIS)');
    await expect(canvas.getByRole('button', { name: /2 adults, 1 child/ })).toBeInTheDocument();
  },
};
