import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PortalFixture } from '@skybook/agency-workspace/testing';
import { PortalLayout } from './portal-layout.tsx';

type Role = 'admin' | 'agent' | null;
const meta = {
  title: 'Agency portal/PortalLayout',
  component: PortalLayout,
  decorators: [
    (Story, { parameters }) => (
      <PortalFixture role={parameters['role'] as Role} url="/en/ta/reports">
        <Story />
      </PortalFixture>
    ),
  ],
  parameters: { role: 'admin' },
  args: { children: <p data-testid="page">The page</p> },
} satisfies Meta<typeof PortalLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Signed in: the sidebar (credit from the dashboard) beside the page. */
export const Admin: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('page', {}, { timeout: 5000 })).toBeInTheDocument();
  },
};
export const Agent: Story = { parameters: { role: 'agent' } };
/** Signed out: the login page instead of the page asked for. */
export const SignedOut: Story = {
  parameters: { role: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Agency portal' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    await expect(canvas.queryByTestId('page')).toBeNull();
  },
};
