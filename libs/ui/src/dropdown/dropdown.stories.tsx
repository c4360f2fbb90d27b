import type { Meta, StoryObj } from '@storybook/react-vite';
import { Dropdown } from './dropdown.tsx';
import { DropdownGroup } from './dropdown-group.tsx';

const meta = {
  title: 'UI/Dropdown',
  component: Dropdown,
  decorators: [
    (Story) => (
      <DropdownGroup>
        <div style={{ display: 'flex', gap: 16, minHeight: 200, padding: 8 }}>
          <Story />
          <Dropdown name="other" label="Another dropdown">
            <p>Opening one closes the other.</p>
          </Dropdown>
        </div>
      </DropdownGroup>
    ),
  ],
  args: { name: 'demo', label: 'Manage booking', children: <p>Panel content. Escape or the × closes it.</p> },
} satisfies Meta<typeof Dropdown>;
export default meta;
export const Closed: StoryObj<typeof meta> = {};
