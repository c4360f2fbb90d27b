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
function Demo({ airports }: { airports: Airports }) {
  return (
    <AppContextFixture api={{ airports }}>
      <RouterFixture>
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
