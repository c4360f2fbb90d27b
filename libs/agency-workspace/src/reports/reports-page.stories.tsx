import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PortalFixture } from '../testing/portal-fixture.tsx';
import { ReportsPage } from './reports-page.tsx';

const meta = {
  title: 'Agency portal/ReportsPage',
  component: ReportsPage,
  decorators: [
    (Story, { parameters }) => (
      <PortalFixture role={parameters['role'] as 'admin' | 'agent'} url="/en/ta/reports">
        <div style={{ padding: 16, maxWidth: 960 }}>
          <Story />
        </div>
      </PortalFixture>
    ),
  ],
  parameters: { role: 'admin' },
} satisfies Meta<typeof ReportsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Filter by status and apply: the bookings, totals and chart of the range. */
export const Filtering: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(await canvas.findByRole('combobox', { name: /Status/ }), 'confirmed');
    await userEvent.click(canvas.getByRole('button', { name: 'Show report' }));
    await expect(await canvas.findAllByText('AN0000', {}, { timeout: 5000 })).not.toHaveLength(0);
  },
};
export const AsAgent: Story = { parameters: { role: 'agent' } };
