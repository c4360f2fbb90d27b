import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AppContextFixture } from '@skybook/ssr';
import { DropdownGroup } from '@skybook/ui';
import { AgencyNavDropdown } from './agency-nav-dropdown.tsx';

const meta = {
  title: 'Agency/AgencyNavDropdown',
  component: AgencyNavDropdown,
  decorators: [
    (Story) => (
      <AppContextFixture api={{ signOut: async () => ({ ok: true }) }}>
        <DropdownGroup>
          <div style={{ display: 'flex', justifyContent: 'flex-end', minHeight: 320, padding: 8 }}>
            <Story />
          </div>
        </DropdownGroup>
      </AppContextFixture>
    ),
  ],
  args: { user: { name: 'Marta Andes', agencyName: 'Andes Viajes', role: 'admin' } },
} satisfies Meta<typeof AgencyNavDropdown>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

/** Opened by keyboard: Enter on the trigger shows the agency menu and the logout action. */
export const OpenByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { expanded: false }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByTestId('agency-nav-panel')).toBeVisible();
  },
};

export const Agent: Story = {
  args: { user: { name: 'Diego Ruiz', agencyName: 'Andes Viajes', role: 'agent' } },
};
