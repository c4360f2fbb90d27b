import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SAMPLE_BOOKINGS } from '../testing/portal-fixtures.ts';
import { BookingsTable } from './bookings-table.tsx';

const meta = {
  title: 'Agency portal/BookingsTable',
  component: BookingsTable,
  decorators: [(Story) => <div style={{ padding: 16, maxWidth: 960 }}>{Story()}</div>],
  args: { bookings: SAMPLE_BOOKINGS, caption: 'Recent bookings' },
} satisfies Meta<typeof BookingsTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Bookings: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Recent bookings' });
    await expect(within(table).getAllByRole('row')).toHaveLength(SAMPLE_BOOKINGS.length + 1);
  },
};
export const Empty: Story = { args: { bookings: [] } };
