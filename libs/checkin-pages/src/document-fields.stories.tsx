import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DocumentFields, EMPTY_DRAFT, type DocumentFieldsProps } from './document-fields.tsx';

const COUNTRIES = [
  { iso2: 'ES', name: 'Spain' },
  { iso2: 'PT', name: 'Portugal' },
  { iso2: 'CO', name: 'Colombia' },
];

/** Keeps the draft, as the documents form does. */
function Demo(props: DocumentFieldsProps) {
  const [value, setValue] = useState(props.value);
  return (
    <DocumentFields
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Check-in/DocumentFields',
  component: Demo,
  decorators: [(Story) => <div style={{ padding: '2rem', maxWidth: '40rem' }}>{Story()}</div>],
  args: {
    passengerRef: 'p1',
    legend: 'Ana María Núñez',
    value: EMPTY_DRAFT,
    errors: {},
    countries: COUNTRIES,
    onChange: fn(),
  },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Document number/ }), 'X1234567');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /Nationality/ }), 'PT');
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ number: 'X1234567', nationality: 'PT' }),
    );
  },
};
export const Infant: Story = {
  args: { legend: 'Mateo Núñez', note: 'Infant travelling with Ana María Núñez' },
};
export const WithErrors: Story = {
  args: {
    value: { ...EMPTY_DRAFT, number: '12', expiryDate: '2020-01-01' },
    errors: { number: 'Enter the document number.', expiryDate: 'This document has expired.' },
  },
};
