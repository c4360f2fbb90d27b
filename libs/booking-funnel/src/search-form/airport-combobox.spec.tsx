import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AIRPORTS } from '../testing/fixtures.ts';
import { renderWithI18n } from '../testing/render-with-i18n.tsx';
import { AirportCombobox } from './airport-combobox.tsx';
import { filterAirports } from './filter-airports.ts';

function Harness({ initial }: { initial?: string }) {
  const [code, setCode] = useState<string | undefined>(initial);
  return (
    <>
      <AirportCombobox label="From" airports={AIRPORTS} value={code} onChange={setCode} locale="en" />
      <output data-testid="value">{code ?? 'none'}</output>
    </>
  );
}

const options = () => screen.queryAllByRole('option').map((o) => o.textContent);

describe('filterAirports', () => {
  it('matches code, city and name in the current language, accents ignored', () => {
    expect(filterAirports(AIRPORTS, 'bog', 'en').map((a) => a.code)).toEqual(['BOG']);
    expect(filterAirports(AIRPORTS, 'sao', 'en').map((a) => a.code)).toEqual(['GRU']);
    expect(filterAirports(AIRPORTS, 'lisboa', 'es').map((a) => a.code)).toEqual(['LIS']);
    expect(filterAirports(AIRPORTS, 'lisboa', 'en')).toEqual([]);
    expect(filterAirports(AIRPORTS, 'ciudad', 'es').map((a) => a.code)).toEqual(['MEX']);
  });

  it('puts an exact code first', () => {
    expect(filterAirports(AIRPORTS, 'mad', 'en')[0]?.code).toBe('MAD');
  });
});

describe('AirportCombobox', () => {
  it('filters the listbox as the visitor types', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Harness />);
    const box = screen.getByRole('combobox', { name: 'From' });
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await user.type(box, 'barc');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(options()).toEqual([expect.stringContaining('Barcelona')]);
    await user.clear(box);
    await user.type(box, 'zzz');
    expect(options()).toEqual([]);
    expect(screen.getByText('No airport matches your search.')).toBeVisible();
  });

  it('moves with the arrow keys, marks the active option and picks it with Enter', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Harness />);
    const box = screen.getByRole('combobox', { name: 'From' });
    await user.type(box, 'a'); // several matches, the first active
    const first = screen.getAllByRole('option')[0];
    expect(box).toHaveAttribute('aria-activedescendant', first?.id);
    await user.keyboard('{ArrowDown}');
    const second = screen.getAllByRole('option')[1];
    expect(box).toHaveAttribute('aria-activedescendant', second?.id);
    expect(second).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}{ArrowUp}'); // wraps to the last
    const all = screen.getAllByRole('option');
    expect(box).toHaveAttribute('aria-activedescendant', all[all.length - 1]?.id);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByTestId('value').textContent).toBe(filterAirports(AIRPORTS, 'a', 'en')[0]?.code);
    expect(box).toHaveValue(
      `${filterAirports(AIRPORTS, 'a', 'en')[0]?.city.en} (${filterAirports(AIRPORTS, 'a', 'en')[0]?.code})`,
    );
  });

  it('closes with Escape without choosing, then restores the chosen airport', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Harness initial="MAD" />);
    const box = screen.getByRole('combobox', { name: 'From' });
    expect(box).toHaveValue('Madrid (MAD)');
    await user.clear(box);
    await user.type(box, 'lis');
    await user.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).not.toHaveAttribute('aria-activedescendant');
    expect(screen.getByTestId('value').textContent).toBe('none'); // editing dropped the old choice
    await user.keyboard('{Escape}');
    expect(box).toHaveValue('');
  });

  it('picks an option by mouse', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Harness />);
    await user.click(screen.getByRole('combobox', { name: 'From' }));
    await user.click(screen.getByRole('option', { name: /Lisbon/ }));
    expect(screen.getByTestId('value').textContent).toBe('LIS');
  });
});

describe('AirportCombobox without airports', () => {
  it('says when the list is loading or could not be loaded', async () => {
    const user = userEvent.setup();
    const { rerender } = renderWithI18n(
      <AirportCombobox
        label="From"
        airports={[]}
        value={undefined}
        onChange={() => undefined}
        locale="en"
        loading
      />,
    );
    await user.click(screen.getByRole('combobox', { name: 'From' }));
    expect(screen.getByText('Loading airports…')).toBeVisible();
    rerender(
      <AirportCombobox
        label="From"
        airports={[]}
        value={undefined}
        onChange={() => undefined}
        locale="en"
        unavailable
      />,
    );
    expect(screen.getByText('Airports could not be loaded. Please reload the page.')).toBeVisible();
    expect(screen.queryByText('No airport matches your search.')).not.toBeInTheDocument();
  });
});
