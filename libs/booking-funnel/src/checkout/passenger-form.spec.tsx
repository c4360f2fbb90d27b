import type { I18n } from '@lingui/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createI18n } from '@skybook/i18n';
import { withI18n } from '@skybook/i18n/testing';
import { PassengerForm, type PassengerFormProps } from './passenger-form.tsx';

let en: I18n;
let es: I18n;
beforeAll(async () => {
  en = await createI18n('en');
  es = await createI18n('es');
});

function setup(props: Partial<PassengerFormProps> = {}, i18n = en) {
  const user = userEvent.setup();
  const onSubmit = vi.fn();
  render(
    withI18n(
      <PassengerForm
        counts={{ adults: 1, children: 1, infants: 1 }}
        departureDate="2026-12-20"
        onSubmit={onSubmit}
        {...props}
      />,
      i18n,
    ),
  );
  const group = (name: RegExp) => screen.getByRole('group', { name });
  return { user, onSubmit, group };
}

describe('PassengerForm', () => {
  it('asks names of everyone, a date of birth only for children and infants, and the adult of each infant', () => {
    const { group } = setup();
    const adult = group(/^Adult 1$/);
    const child = group(/^Child 1$/);
    const infant = group(/^Infant 1/);
    expect(within(adult).getAllByRole('textbox')).toHaveLength(2);
    expect(within(adult).queryByLabelText(/date of birth/i)).toBeNull();
    expect(within(child).getByLabelText(/date of birth/i)).toHaveAttribute('type', 'date');
    expect(within(infant).getByLabelText(/date of birth/i)).toBeRequired();
    expect(within(infant).getByRole('combobox', { name: /travels with/i })).toHaveValue('adult-1');
    expect(within(child).queryByRole('combobox')).toBeNull();
  });

  it('shows each name as it will be printed on the ticket (ICAO 9303)', async () => {
    const { user, group } = setup();
    const adult = group(/^Adult 1$/);
    await user.type(within(adult).getByRole('textbox', { name: /first name/i }), 'José Ñandú');
    await user.type(within(adult).getByRole('textbox', { name: /last name/i }), 'Müller-Gonçalves');
    expect(screen.getByTestId('ticket-name-adult-1')).toHaveTextContent(
      'On the ticket: MUELLER GONCALVES/JOSE NANDU',
    );
    expect(
      within(group(/^Infant 1/)).getByRole('option', { name: 'Adult 1: José Ñandú Müller-Gonçalves' }),
    ).toBeInTheDocument();
  });

  it('shows field errors, focuses the first, and does not submit', async () => {
    const { user, onSubmit, group } = setup();
    await user.click(screen.getByTestId('passengers-submit'));
    expect(onSubmit).not.toHaveBeenCalled();
    const first = within(group(/^Adult 1$/)).getByRole('textbox', { name: /first name/i });
    expect(first).toHaveFocus();
    expect(first).toHaveAccessibleDescription('This field is required.');
    expect(within(group(/^Child 1$/)).getByLabelText(/date of birth/i)).toHaveAccessibleDescription(
      'This field is required.',
    );
    expect(screen.getByRole('textbox', { name: /email/i })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: /^phone/i })).toHaveAccessibleDescription(
      'Please enter a valid phone number (digits, spaces and +, up to 25 characters).',
    );
  });

  it('explains that a name takes letters only', async () => {
    const { user, group } = setup();
    const first = within(group(/^Adult 1$/)).getByRole('textbox', { name: /first name/i });
    await user.type(first, 'R2D2');
    await user.click(screen.getByTestId('passengers-submit'));
    expect(first).toHaveAccessibleDescription(
      'Please enter the name as it appears on the passport or ID (letters only).',
    );
  });

  async function fillValid(user: ReturnType<typeof userEvent.setup>, group: (n: RegExp) => HTMLElement) {
    const fill = async (g: HTMLElement, first: string, last: string) => {
      await user.type(within(g).getByRole('textbox', { name: /first name/i }), first);
      await user.type(within(g).getByRole('textbox', { name: /last name/i }), last);
    };
    await fill(group(/^Adult 1$/), 'José', 'Muñoz');
    await fill(group(/^Child 1$/), 'Lúcia', 'Muñoz');
    await user.type(within(group(/^Child 1$/)).getByLabelText(/date of birth/i), '2018-05-01');
    await fill(group(/^Infant 1/), 'Çe', 'Muñoz');
    await user.type(within(group(/^Infant 1/)).getByLabelText(/date of birth/i), '2025-12-21');
    await user.type(screen.getByRole('textbox', { name: /email/i }), 'jose@example.com');
    await user.type(screen.getByRole('textbox', { name: /^phone/i }), '612 345 678');
  }

  it('submits the schema output with ticket names and the phone as E.164', async () => {
    const { user, onSubmit, group } = setup();
    await fillValid(user, group);
    await user.click(screen.getByTestId('passengers-submit'));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]![0]).toEqual({
      departureDate: '2026-12-20',
      passengers: [
        {
          id: 'adult-1',
          type: 'adult',
          firstName: 'José',
          lastName: 'Muñoz',
          ticketFirstName: 'JOSE',
          ticketLastName: 'MUNOZ',
        },
        {
          id: 'child-1',
          type: 'child',
          firstName: 'Lúcia',
          lastName: 'Muñoz',
          dateOfBirth: '2018-05-01',
          ticketFirstName: 'LUCIA',
          ticketLastName: 'MUNOZ',
        },
        {
          id: 'infant-1',
          type: 'infant',
          firstName: 'Çe',
          lastName: 'Muñoz',
          dateOfBirth: '2025-12-21',
          adultId: 'adult-1',
          ticketFirstName: 'CE',
          ticketLastName: 'MUNOZ',
        },
      ],
      contact: { email: 'jose@example.com', phone: '+34612345678' },
    });
  });

  it('rejects a child too old and an infant of 2 on the departure day', async () => {
    const { user, onSubmit, group } = setup();
    await fillValid(user, group);
    const childDob = within(group(/^Child 1$/)).getByLabelText(/date of birth/i);
    await user.clear(childDob);
    await user.type(childDob, '2014-12-20');
    const infantDob = within(group(/^Infant 1/)).getByLabelText(/date of birth/i);
    await user.clear(infantDob);
    await user.type(infantDob, '2024-12-20');
    await user.click(screen.getByTestId('passengers-submit'));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(childDob).toHaveAccessibleDescription('A child is 2 to 11 years old on the day of departure.');
    expect(infantDob).toHaveAccessibleDescription('An infant is under 2 years old on the day of departure.');
    expect(childDob).toHaveFocus();
  });

  it('needs an adult for each infant, a different one each', async () => {
    const { user, onSubmit, group } = setup({ counts: { adults: 1, children: 0, infants: 2 } });
    expect(within(group(/^Infant 2/)).getByRole('combobox')).toHaveValue('');
    await user.click(screen.getByTestId('passengers-submit'));
    expect(within(group(/^Infant 2/)).getByRole('combobox')).toHaveAccessibleDescription(
      'Each infant travels with a different adult: please choose one.',
    );
    await user.selectOptions(within(group(/^Infant 2/)).getByRole('combobox'), 'adult-1');
    expect(within(group(/^Infant 2/)).getByRole('combobox')).not.toHaveAttribute('aria-invalid');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows server field errors beside their fields', () => {
    setup({ serverErrors: { 'passengers.0.lastName': 'errors.invalid_passenger_name' } });
    expect(screen.getAllByRole('textbox', { name: /last name/i })[0]).toHaveAttribute('aria-invalid', 'true');
  });

  it('speaks Spanish, error messages included', async () => {
    const { user } = setup({}, es);
    expect(screen.getByRole('group', { name: /^Adulto 1$/ })).toBeInTheDocument();
    await user.click(screen.getByTestId('passengers-submit'));
    expect(screen.getAllByRole('alert')[0]).not.toHaveTextContent(/Please/);
  });
});
