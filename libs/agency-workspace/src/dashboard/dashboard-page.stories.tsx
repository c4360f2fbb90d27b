import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PortalFixture } from '../testing/portal-fixture.tsx';
import { DashboardPage } from './dashboard-page.tsx';

const meta = {
  title: 'Agency portal/DashboardPage',
  component: DashboardPage,
  decorators: [
    (Story, { parameters }) => (
      <PortalFixture dashboard={parameters['dashboard'] as 'ok' | 'fails'}>
        <div style={{ padding: 16, maxWidth: 960 }}>
          <Story />
        </div>
      </PortalFixture>
    ),
  ],
  parameters: { dashboard: 'ok' },
} satisfies Meta<typeof DashboardPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Dashboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Andes Viajes', {}, { timeout: 5000 })).toBeInTheDocument();
    await expect(canvas.getByRole('table', { name: 'Recent bookings' })).toBeInTheDocument();
  },
};
export const LoadFails: Story = {
  parameters: { dashboard: 'fails' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'We could not load your dashboard',
    );
  },
};
