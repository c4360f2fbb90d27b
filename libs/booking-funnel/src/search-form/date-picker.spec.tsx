import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithI18n } from '../testing/render-with-i18n.tsx';
import { DatePicker } from './date-picker.tsx';

function Harness({ initial }: { initial?: string }) {
  const [day, setDay] = useState(initial);
  return (
    <>
      <DatePicker label="Departure" value={day} onChange={setDay} locale="en" min="2026-11-23" />
      <output data-testid="value">{day ?? 'none'}</output>
    </>
  );
}

const focusedDay = () => (document.activeElement as HTMLElement).getAttribute('data-date');

async function openOn(initial: string) {
  const user = userEvent.setup();
  renderWithI18n(<Harness initial={initial} />);
  await user.click(screen.getByRole('button', { name: /Departure/ }));
  return user;
}

describe('DatePicker', () => {
  it('opens a dialog with the selected day focused, named by the label and month', async () => {
    await openOn('2026-12-10');
    const dialog = screen.getByRole('dialog', { name: 'Departure December 2026' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('grid')).toBeInTheDocument();
    expect(focusedDay()).toBe('2026-12-10');
    expect(screen.getByRole('gridcell', { name: 'Thursday, December 10, 2026' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('names the month in sentence case in Spanish: "Noviembre de 2026", never "Noviembre De 2026"', async () => {
    const user = userEvent.setup();
    renderWithI18n(<DatePicker label="Ida" value="2026-11-27" onChange={() => undefined} locale="es" />);
    await user.click(screen.getByRole('button', { name: /Ida/ }));
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(/^Noviembre de 2026$/);
  });

  it('moves by day and week with the arrow keys', async () => {
    const user = await openOn('2026-12-10');
    await user.keyboard('{ArrowRight}');
    expect(focusedDay()).toBe('2026-12-11');
    await user.keyboard('{ArrowDown}');
    expect(focusedDay()).toBe('2026-12-18');
    await user.keyboard('{ArrowLeft}{ArrowUp}');
    expect(focusedDay()).toBe('2026-12-10');
  });

  it('moves by month with PageUp/PageDown and by year with Shift', async () => {
    const user = await openOn('2026-12-31');
    await user.keyboard('{PageDown}');
    expect(focusedDay()).toBe('2027-01-31');
    await user.keyboard('{PageDown}');
    expect(focusedDay()).toBe('2027-02-28');
    expect(screen.getByRole('heading', { name: 'February 2027' })).toBeInTheDocument();
    await user.keyboard('{PageUp}');
    expect(focusedDay()).toBe('2027-01-28');
    await user.keyboard('{Shift>}{PageDown}{/Shift}');
    expect(focusedDay()).toBe('2028-01-28');
  });

  it('goes to the ends of the week with Home and End (weeks start on Sunday in en)', async () => {
    const user = await openOn('2026-12-10'); // a Thursday
    await user.keyboard('{Home}');
    expect(focusedDay()).toBe('2026-12-06');
    await user.keyboard('{End}');
    expect(focusedDay()).toBe('2026-12-12');
  });

  it('does not go before the earliest day', async () => {
    const user = await openOn('2026-11-25');
    await user.keyboard('{ArrowUp}');
    expect(focusedDay()).toBe('2026-11-23');
    await user.keyboard('{PageUp}');
    expect(focusedDay()).toBe('2026-11-23');
    expect(screen.getByRole('gridcell', { name: 'Sunday, November 22, 2026' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('chooses the focused day with Enter, closes and returns focus to the button', async () => {
    const user = await openOn('2026-12-10');
    await user.keyboard('{ArrowRight}{ArrowRight}{Enter}');
    expect(screen.getByTestId('value').textContent).toBe('2026-12-12');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const button = screen.getByRole('button', { name: /Departure/ });
    expect(button).toHaveFocus();
    expect(button).toHaveAccessibleName('Departure Sat, Dec 12');
  });

  it('closes with Escape without changing the date', async () => {
    const user = await openOn('2026-12-10');
    await user.keyboard('{ArrowRight}{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('value').textContent).toBe('2026-12-10');
    expect(screen.getByRole('button', { name: /Departure/ })).toHaveFocus();
  });

  it('keeps Tab inside the dialog', async () => {
    const user = await openOn('2026-12-10');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Previous month' })).toHaveFocus();
  });

  it('changes month with the buttons, which keep the focus', async () => {
    const user = await openOn('2026-12-10');
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByRole('heading', { name: 'January 2027' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next month' })).toHaveFocus();
    await user.click(screen.getByRole('gridcell', { name: 'Friday, January 15, 2027' }));
    expect(screen.getByTestId('value').textContent).toBe('2027-01-15');
  });
});
