import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Field } from '../form/field.tsx';
import { PhoneInput, type PhoneChange, type PhoneDisplayMode } from './phone-input.tsx';

function Demo({
  displayMode,
  defaultValue,
  validCharactersOnly,
}: {
  displayMode: PhoneDisplayMode;
  defaultValue?: string;
  validCharactersOnly?: boolean;
}) {
  const [change, setChange] = useState<PhoneChange | null>(null);
  return (
    <div style={{ padding: '2rem', maxWidth: '28rem' }}>
      <Field label="Phone" name="phone" required>
        {(control) => (
          <PhoneInput
            {...control}
            displayMode={displayMode}
            {...(defaultValue ? { defaultValue } : {})}
            validCharactersOnly={validCharactersOnly ?? false}
            onChange={setChange}
          />
        )}
      </Field>
      <output data-testid="phone-output" style={{ display: 'block', marginTop: '1rem' }}>
        {change ? `${change.e164 || '—'} (${change.valid ? 'valid' : 'invalid'})` : 'Nothing typed yet'}
      </output>
    </div>
  );
}

const meta = {
  title: 'UI/PhoneInput',
  component: Demo,
  args: { displayMode: 'auto' },
  argTypes: { displayMode: { control: 'inline-radio', options: ['auto', 'national', 'international'] } },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Auto: Story = {};
export const National: Story = { args: { displayMode: 'national', defaultValue: '+34612345678' } };
export const International: Story = { args: { displayMode: 'international', defaultValue: '+18095551234' } };
export const ValidCharactersOnly: Story = { args: { validCharactersOnly: true } };

/** The country list open and filtered, as a keyboard user would reach it. */
export const CountrySearch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^Country code:/ }));
    await userEvent.keyboard('port');
    await expect(canvas.getByRole('listbox')).toBeInTheDocument();
  },
};
