import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PortalFixture } from '../testing/portal-fixture.tsx';
import { AgentsPage } from './agents-page.tsx';

const meta = {
  title: 'Agency portal/AgentsPage',
  component: AgentsPage,
  decorators: [
    (Story, { parameters }) => (
      <PortalFixture role={parameters['role'] as 'admin' | 'agent'} url="/en/ta/agents">
        <div style={{ padding: 16, maxWidth: 960 }}>
          <Story />
        </div>
      </PortalFixture>
    ),
  ],
  parameters: { role: 'admin' },
} satisfies Meta<typeof AgentsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The administrator creates an agent: it joins the list. */
export const CreatesAnAgent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByTestId('agents-table', {}, { timeout: 5000 });
    await userEvent.type(canvas.getByRole('textbox', { name: /^Name/ }), 'Pablo Ríos');
    await userEvent.type(canvas.getByRole('textbox', { name: /Username/ }), 'pablo');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'A-long-Passw0rd!');
    await userEvent.click(canvas.getByRole('button', { name: 'Create agent' }));
    await expect(await within(table).findByText('pablo', {}, { timeout: 5000 })).toBeInTheDocument();
  },
};
/** Agents are told this is the administrator's page. */
export const AsAgent: Story = {
  parameters: { role: 'agent' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(/Only your agency's administrator/),
    ).toBeInTheDocument();
  },
};
