import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Dropdown } from './dropdown.tsx';
import { DropdownGroup } from './dropdown-group.tsx';

const meta = {
  title: 'UI/DropdownGroup',
  component: DropdownGroup,
  decorators: [(Story) => <div style={{ padding: '1rem', minHeight: 220 }}>{Story()}</div>],
  args: {
    children: (
      <>
        <Dropdown name="manage" label="Manage booking">
          <p>Find your booking.</p>
        </Dropdown>
        <Dropdown name="checkin" label="Check-in">
          <p>Check in online.</p>
        </Dropdown>
      </>
    ),
  },
} satisfies Meta<typeof DropdownGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

/** At most one open: opening the second closes the first; Escape closes and refocuses its trigger. */
export const OneAtATime: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const manage = canvas.getByRole('button', { name: 'Manage booking' });
    const checkin = canvas.getByRole('button', { name: 'Check-in' });
    await userEvent.click(manage);
    await expect(manage).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(checkin);
    await expect(manage).toHaveAttribute('aria-expanded', 'false');
    await expect(checkin).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await expect(checkin).toHaveAttribute('aria-expanded', 'false');
    await expect(checkin).toHaveFocus();
  },
};
