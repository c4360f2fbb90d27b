import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Locale } from '@skybook/i18n';
import { DatePicker, type DatePickerProps } from './date-picker.tsx';

function Stateful(props: DatePickerProps) {
  const [day, setDay] = useState(props.value);
  return <DatePicker {...props} value={day} onChange={setDay} />;
}

const meta = {
  title: 'Booking funnel/Date picker',
  component: DatePicker,
  // The locale toolbar drives both the language and the formatting.
  render: (args, { globals }) => <Stateful {...args} locale={globals['locale'] as Locale} />,
  args: { label: 'Departure', value: undefined, onChange: () => undefined, locale: 'en', min: '2026-11-23' },
  decorators: [
    (Story) => (
      <div style={{ padding: 24, maxWidth: 360, minHeight: 460 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DatePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Chosen: Story = { args: { value: '2026-12-10' } };
export const WithError: Story = { args: { error: 'The date cannot be in the past.' } };
