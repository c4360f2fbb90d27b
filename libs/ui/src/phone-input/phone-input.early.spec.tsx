import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { withI18n } from '@skybook/i18n/testing';
import { Field } from '../form/field.tsx';
import type { PhoneChange } from './phone-input.tsx';

// The numbering plans load once per module graph, which a worker keeps from file to file: this
// file starts from fresh modules, so they are not loaded yet.
beforeAll(() => vi.resetModules());
const fresh = async () => ({
  ...(await import('./phone-input.tsx')),
  ...(await import('./phone-rules.ts')),
  ...(await import('./use-phone-checked-submit.ts')),
});
let modules: Awaited<ReturnType<typeof fresh>>;
beforeAll(async () => {
  modules = await fresh();
});

function Form(props: {
  onChange: (change: PhoneChange) => void;
  onSubmit: (phone: string) => void;
  onUnavailable: () => void;
}) {
  const [phone, setPhone] = useState('');
  const { PhoneInput, usePhoneCheckedSubmit } = modules;
  const submit = usePhoneCheckedSubmit((event) => {
    event.preventDefault();
    props.onSubmit(phone);
  }, props.onUnavailable);
  return (
    <form onSubmit={submit} noValidate>
      <Field label="Phone" name="phone">
        {(control) => (
          <PhoneInput
            {...control}
            onChange={(change) => {
              props.onChange(change);
              setPhone(change.e164 || change.text);
            }}
          />
        )}
      </Field>
      <button type="submit">Send</button>
    </form>
  );
}

describe('a phone typed and sent before the numbering plans arrive', () => {
  it('keeps every keystroke, claims nothing valid, and the submit waits for the full check', async () => {
    const onChange = vi.fn<(change: PhoneChange) => void>();
    const onSubmit = vi.fn<(phone: string) => void>();
    const onUnavailable = vi.fn();
    render(withI18n(<Form onChange={onChange} onSubmit={onSubmit} onUnavailable={onUnavailable} />));
    const input = screen.getByLabelText('Phone');
    // All of this runs before the rules' download can have finished (nothing is awaited).
    fireEvent.change(input, { target: { value: '612345678' } });
    fireEvent.blur(input);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(modules.loadedPhoneRules()).toBeUndefined();
    expect(onChange).toHaveBeenLastCalledWith({ e164: '', valid: false, country: 'ES', text: '612345678' });
    expect(input).toHaveValue('612345678');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(onSubmit).not.toHaveBeenCalled();

    // When they arrive the number is reported again, checked, and the form is sent with it.
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith('+34612345678'));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenLastCalledWith({
      e164: '+34612345678',
      valid: true,
      country: 'ES',
      text: '612345678',
    });
    expect(input).toHaveValue('612 34 56 78');
    expect(onUnavailable).not.toHaveBeenCalled();

    // From then on a submit goes straight through.
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });
});
