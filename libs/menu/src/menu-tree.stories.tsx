import type { Meta, StoryObj } from '@storybook/react-vite';
import { DropdownGroup } from '@skybook/ui';
import { MenuTree } from './menu-tree.tsx';
import { sampleHeader } from './story-fixtures.ts';

const meta = {
  title: 'Menu/MenuTree',
  component: MenuTree,
  decorators: [
    (Story) => (
      <DropdownGroup>
        <div style={{ background: '#0b2a5b', color: '#fff', padding: 8, minHeight: 320 }}>
          <Story />
        </div>
      </DropdownGroup>
    ),
  ],
  args: {
    items: sampleHeader,
    pathname: '/en/baggage',
    renderReserve: () => <p>Booking search form (check-in issue)</p>,
  },
} satisfies Meta<typeof MenuTree>;
export default meta;

/** Open "Flights" to see the groups by order and the third level; "My booking" holds the search form. */
export const Header: StoryObj<typeof meta> = {};
