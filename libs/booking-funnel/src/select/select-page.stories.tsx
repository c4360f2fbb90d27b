import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { AppContextFixture } from '@skybook/ssr';
import { fakeSearchApi } from '../testing/fake-search-api.ts';
import { SelectPage } from './select-page.tsx';

const meta = {
  title: 'Booking funnel/SelectPage',
  component: SelectPage,
  decorators: [
    (Story) => (
      <AppContextFixture api={fakeSearchApi()}>
        <Story />
      </AppContextFixture>
    ),
  ],
  args: {
    search: { from: 'MAD', to: 'BOG', depart: '2099-12-01', adults: 1 },
    onSearchChange: fn(),
    onHeld: fn(),
  },
} satisfies Meta<typeof SelectPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Results: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Choose your flights');
    await expect(await canvas.findAllByRole('group', { name: 'Fares' }, { timeout: 5000 })).not.toHaveLength(
      0,
    );
  },
};
/** A same-airport search: explained instead of run. */
export const InvalidSearch: Story = {
  args: { search: { from: 'MAD', to: 'MAD', depart: '2099-12-01' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'We can’t search for these flights',
    );
  },
};
export const NoSearch: Story = { args: { search: {} } };
