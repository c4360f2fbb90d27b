import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Locale } from '@skybook/i18n';
import { AIRPORTS } from '../testing/fixtures.ts';
import { AirportCombobox, type AirportComboboxProps } from './airport-combobox.tsx';

function Stateful(props: AirportComboboxProps) {
  const [code, setCode] = useState(props.value);
  return <AirportCombobox {...props} value={code} onChange={setCode} />;
}

const meta = {
  title: 'Booking funnel/Airport combobox',
  component: AirportCombobox,
  // The locale toolbar drives both the language and the formatting.
  render: (args, { globals }) => <Stateful {...args} locale={globals['locale'] as Locale} />,
  args: { label: 'From', airports: AIRPORTS, value: undefined, onChange: () => undefined, locale: 'en' },
  decorators: [
    (Story) => (
      <div style={{ padding: 24, maxWidth: 360, minHeight: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AirportCombobox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Chosen: Story = { args: { value: 'BOG' } };
export const WithError: Story = { args: { error: 'Choose an airport from the list.' } };
export const Loading: Story = { args: { airports: [], loading: true } };
export const Unavailable: Story = { args: { airports: [], unavailable: true } };
