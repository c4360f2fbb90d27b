import type { Meta, StoryObj } from '@storybook/react-vite';
import { AppContextFixture } from '@skybook/ssr';
import { AgencySidebar } from './agency-sidebar.tsx';

const meta = {
  title: 'Agency/AgencySidebar',
  component: AgencySidebar,
  decorators: [
    (Story) => (
      <AppContextFixture api={{ signOut: async () => ({ ok: true }) }}>
        <Story />
      </AppContextFixture>
    ),
  ],
  args: {
    role: 'admin',
    credit: { amount: 2_500_000, currency: 'EUR' },
    currency: 'EUR',
    signupUrl: 'https://agencies.skybook.example/register',
    current: 'dashboard',
  },
} satisfies Meta<typeof AgencySidebar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Admin: Story = {};
/** Agents do not manage agents: that entry is left out. */
export const Agent: Story = { args: { role: 'agent', current: 'reports' } };
/** Spec §3: credit defaults to 0 when missing. */
export const NoCredit: Story = { args: { credit: null, currency: 'USD' } };
