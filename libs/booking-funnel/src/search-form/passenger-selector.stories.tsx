import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { PassengerSelector, type PassengerSelectorProps } from './passenger-selector.tsx';

function Stateful(props: PassengerSelectorProps) {
  const [party, setParty] = useState(props.value);
  return <PassengerSelector {...props} value={party} onChange={setParty} />;
}

const meta = {
  title: 'Booking funnel/Passenger selector',
  component: PassengerSelector,
  render: (args) => <Stateful {...args} />,
  args: { label: 'Passengers', value: { adults: 1, children: 0, infants: 0 }, onChange: () => undefined },
  decorators: [
    (Story) => (
      <div style={{ padding: 24, maxWidth: 360, marginInlineStart: 'auto', minHeight: 380 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PassengerSelector>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OneAdult: Story = {};
export const Family: Story = { args: { value: { adults: 2, children: 2, infants: 1 } } };
/** 9 seats taken: every "add" is disabled. */
export const Full: Story = { args: { value: { adults: 5, children: 4, infants: 2 } } };
