import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { withI18n } from '@skybook/i18n/testing';
import { Field } from '../form/field.tsx';
import { filterCountries, phoneCountries } from './countries.ts';
import { PhoneInput, type PhoneInputProps } from './phone-input.tsx';
import { loadPhoneRules } from './phone-rules.ts';

// How the input behaves with the numbering plans, which load after the page appears (the
// `.hydration` and `.early` specs cover the moment before).
beforeAll(() => loadPhoneRules());

function setup(props: Partial<PhoneInputProps> = {}) {
  const user = userEvent.setup();
  const onChange = vi.fn();
  render(
    withI18n(
      <Field label="Phone" name="phone">
        {(control) => <PhoneInput {...control} onChange={onChange} {...props} />}
      </Field>,
    ),
  );
  const input = screen.getByLabelText('Phone') as HTMLInputElement;
  const trigger = screen.getByRole('button', { name: /^Country code:/ });
  return { user, onChange, input, trigger };
}

const lastChange = (onChange: ReturnType<typeof vi.fn>) => onChange.mock.calls.at(-1)?.[0];

describe('phone countries', () => {
  it('lists every country with name, ISO code, dial code, priority and area codes', () => {
    const list = phoneCountries('es');
    expect(list.length).toBeGreaterThan(200);
    expect(list.find((c) => c.iso2 === 'DO')).toEqual({
      name: 'República Dominicana',
      iso2: 'DO',
      dialCode: '1',
      priority: 2,
      areaCodes: ['809', '829', '849'],
    });
    expect(list.find((c) => c.iso2 === 'US')).toMatchObject({ dialCode: '1', priority: 0 });
  });

  it('searches by name without accents, by ISO code and by dial code, main country first', () => {
    const list = phoneCountries('en');
    expect(filterCountries(list, 'peru').map((c) => c.iso2)).toEqual(['PE']);
    expect(filterCountries(list, 'pt').map((c) => c.iso2)).toContain('PT');
    const plusOne = filterCountries(list, '+1');
    expect(plusOne[0]?.iso2).toBe('US');
    expect(plusOne[1]?.iso2).toBe('CA');
    expect(filterCountries(phoneCountries('es'), 'mexico').map((c) => c.iso2)).toEqual(['MX']);
  });
});

describe('PhoneInput', () => {
  it('is a tel box of at most 25 characters, labelled by its field', async () => {
    const { user, input, trigger } = setup();
    expect(input).toHaveAttribute('type', 'tel');
    expect(input).toHaveAttribute('maxLength', '25');
    expect(trigger).toHaveAccessibleName('Country code: Spain +34');
    await user.type(input, '6'.repeat(40));
    expect(input.value).toHaveLength(25);
  });

  it('reports a valid national number as E.164 and shows it in national form', async () => {
    const { user, onChange, input } = setup({ displayMode: 'national' });
    await user.type(input, '612345678');
    expect(lastChange(onChange)).toEqual({
      e164: '+34612345678',
      valid: true,
      country: 'ES',
      text: '612345678',
    });
    await user.tab();
    expect(input).toHaveValue('612 34 56 78');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('shows the international form in international mode', async () => {
    const { user, input } = setup({ displayMode: 'international' });
    await user.type(input, '612345678');
    await user.tab();
    expect(input).toHaveValue('+34 612 34 56 78');
  });

  it('in auto mode keeps what was typed: international after a +, national otherwise; a + picks the country', async () => {
    const { user, onChange, input, trigger } = setup({ displayMode: 'auto' });
    await user.type(input, '+351912345678');
    await user.tab();
    expect(input).toHaveValue('+351 912 345 678');
    expect(trigger).toHaveAccessibleName('Country code: Portugal +351');
    expect(lastChange(onChange)).toMatchObject({ e164: '+351912345678', valid: true, country: 'PT' });
    await user.clear(input);
    await user.type(input, '912345678');
    await user.tab();
    expect(input).toHaveValue('912 345 678');
  });

  it('marks an impossible number invalid once the visitor leaves the box', async () => {
    const { user, onChange, input } = setup();
    await user.type(input, '12345');
    expect(input).not.toHaveAttribute('aria-invalid');
    await user.tab();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(lastChange(onChange)).toMatchObject({ valid: false });
  });

  it('applies a custom validation pattern on top of the numbering plan', async () => {
    const { user, onChange, input } = setup({ pattern: /^(\+34)?6/ });
    await user.type(input, '912345678');
    expect(lastChange(onChange)).toMatchObject({ e164: '+34912345678', valid: false });
    await user.clear(input);
    await user.type(input, '612345678');
    expect(lastChange(onChange)).toMatchObject({ valid: true });
  });

  it('drops characters that cannot be in a phone number when asked to', async () => {
    const { user, input } = setup({ validCharactersOnly: true });
    await user.type(input, '6a1b2-34 (56)78x');
    expect(input).toHaveValue('612-34 (56)78');
  });

  it('keeps other characters by default (the validation reports them)', async () => {
    const { user, onChange, input } = setup();
    await user.type(input, '61234567x');
    expect(input).toHaveValue('61234567x');
    expect(lastChange(onChange)).toMatchObject({ valid: false });
  });

  it('opens a searchable country list, moves with the arrows and picks with Enter', async () => {
    const { user, onChange, input, trigger } = setup({ countries: phoneCountries('en') });
    await user.type(input, '612345678');
    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const search = screen.getByRole('combobox', { name: 'Search countries' });
    expect(search).toHaveFocus();
    await user.type(search, 'mex');
    const listbox = screen.getByRole('listbox', { name: 'Countries' });
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['MexicoMX +52']);
    await user.clear(search);
    await user.type(search, 'united');
    const [first, second] = within(listbox).getAllByRole('option');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.firstChild?.textContent),
    ).toEqual(['United Arab Emirates', 'United Kingdom', 'United States']);
    expect(search).toHaveAttribute('aria-activedescendant', first!.id);
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}');
    expect(search).toHaveAttribute('aria-activedescendant', second!.id);
    expect(second).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(trigger).toHaveAccessibleName('Country code: United Kingdom +44');
    expect(input).toHaveFocus();
    // The national digits stay and are read under the UK plan now.
    expect(lastChange(onChange)).toMatchObject({ country: 'GB', e164: '+44612345678', text: '612 34 56 78' });
  });

  it('opens from the keyboard, closes on Escape and gives focus back to the country button', async () => {
    const { user, trigger } = setup();
    trigger.focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('combobox', { name: 'Search countries' })).toHaveFocus();
    await user.keyboard('{End}');
    const options = screen.getAllByRole('option');
    expect(options.at(-1)).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}');
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(trigger).toHaveFocus();
  });

  it('says when no country matches the search', async () => {
    const { user, trigger } = setup();
    await user.click(trigger);
    await user.keyboard('zzzz');
    expect(screen.getByText('No country matches “zzzz”.')).toBeInTheDocument();
  });

  it('starts from an E.164 value in its country', () => {
    const { input, trigger } = setup({ defaultValue: '+18095551234', displayMode: 'international' });
    expect(input).toHaveValue('+1 809 555 1234');
    expect(trigger).toHaveAccessibleName(/^Country code: Dominican Republic \+1$/);
  });

  describe('a default country that arrives later (the looked-up country, issue 17)', () => {
    function rerenderable(props: Partial<PhoneInputProps>) {
      const user = userEvent.setup();
      const view = (country: string) =>
        withI18n(
          <Field label="Phone" name="phone">
            {(control) => <PhoneInput {...control} onChange={vi.fn()} {...props} defaultCountry={country} />}
          </Field>,
        );
      const { rerender } = render(view('MX'));
      const trigger = screen.getByRole('button', { name: /^Country code:/ });
      return {
        user,
        trigger,
        input: screen.getByLabelText('Phone'),
        change: (c: string) => rerender(view(c)),
      };
    }

    it('applies while the visitor has not touched the input', () => {
      const { trigger, change } = rerenderable({});
      expect(trigger).toHaveAccessibleName(/^Country code: Mexico \+52$/);
      change('US');
      expect(trigger).toHaveAccessibleName(/^Country code: United States \+1$/);
    });

    it('never overrides what the visitor typed or a number the form already has', async () => {
      const typed = rerenderable({});
      await typed.user.type(typed.input, '55 1234 5678');
      typed.change('US');
      expect(typed.trigger).toHaveAccessibleName(/^Country code: Mexico \+52$/);
      cleanup();
      const given = rerenderable({ defaultValue: '+351912345678' });
      given.change('US');
      expect(given.trigger).toHaveAccessibleName(/^Country code: Portugal \+351$/);
    });
  });
});
