import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AppContextFixture } from '@skybook/ssr';
import { AgencyMenuList } from './agency-menu-list.tsx';

const meta = {
  title: 'Agency/AgencyMenuList',
  component: AgencyMenuList,
  decorators: [
    (Story) => (
      <AppContextFixture api={{ signOut: async () => ({ ok: true }) }}>
        <div style={{ padding: '1rem', maxWidth: '16rem' }}>
          <Story />
        </div>
      </AppContextFixture>
    ),
  ],
  args: { role: 'admin', current: 'dashboard' },
} satisfies Meta<typeof AgencyMenuList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Admin: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { current: 'page' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Log out' })).toBeEnabled();
  },
};
/** Agents do not manage agents: that entry is left out. */
export const Agent: Story = { args: { role: 'agent', current: 'reports' } };
