import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { AppContextFixture } from '@skybook/ssr';
import { fakeSearchApi } from '../testing/fake-search-api.ts';
import { SelectResults, type SelectResultsProps } from './select-results.tsx';

type Props = SelectResultsProps & { search: 'found' | 'never' | 'fails' };

/** The results over a fake search API: the fixture journeys whatever is asked. */
function Demo({ search, ...props }: Props) {
  return (
    <AppContextFixture api={fakeSearchApi({ search })}>
      <SelectResults {...props} />
    </AppContextFixture>
  );
}

const meta = {
  title: 'Booking funnel/SelectResults',
  component: Demo,
  args: {
    search: 'found',
    request: {
      origin: 'MAD',
      destination: 'BOG',
      departDate: '2099-12-01',
      adults: 1,
      children: 0,
      infants: 0,
      currency: 'EUR',
    },
    today: '2099-11-20',
    locale: 'en',
    onSearchChange: fn(),
    onHeld: fn(),
  },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Results: Story = {
  play: async ({ canvasElement }) => {
    const fares = await within(canvasElement).findAllByRole('group', { name: 'Fares' }, { timeout: 5000 });
    await expect(fares.length).toBeGreaterThan(0);
  },
};
export const Searching: Story = { args: { search: 'never' } };
export const SearchFails: Story = { args: { search: 'fails' } };
