import { useState } from 'react';
import type { I18n } from '@lingui/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createI18n } from '@skybook/i18n';
import { withI18n } from '@skybook/i18n/testing';
import { SAMPLE_LAYOUT, SAMPLE_PASSENGERS, SAMPLE_RULES } from './fixtures.ts';
import type { SeatFlight, SeatPassenger } from './layout.ts';
import { SeatMap, type SeatChoice } from './seat-map.tsx';

const FLIGHTS: SeatFlight[] = [
  { id: 'out', label: 'MAD → LIS', layout: SAMPLE_LAYOUT, rules: SAMPLE_RULES },
  { id: 'back', label: 'LIS → MAD', layout: SAMPLE_LAYOUT, rules: SAMPLE_RULES },
];

let es: I18n;
let pt: I18n;
beforeAll(async () => {
  es = await createI18n('es');
  pt = await createI18n('pt');
});

/** Holds the chosen seats the way the funnel page will: the map reports, the parent stores. */
function Harness({
  passengers = SAMPLE_PASSENGERS,
  onSelect,
  flights = FLIGHTS,
}: {
  passengers?: SeatPassenger[];
  onSelect?: (choice: SeatChoice) => void;
  flights?: SeatFlight[];
}) {
  const [list, setList] = useState(passengers);
  return (
    <SeatMap
      flights={flights}
      passengers={list}
      currency="EUR"
      locale="en"
      onSelectSeat={(choice) => {
        onSelect?.(choice);
        setList((ps) =>
          ps.map((p) =>
            p.id === choice.passengerId ? { ...p, seats: { ...p.seats, [choice.flightId]: choice.seat } } : p,
          ),
        );
      }}
    />
  );
}

const seat = (id: string) => document.querySelector<HTMLButtonElement>(`[data-seat="${id}"]`)!;
const rowButton = (flight: string, passenger: string) =>
  screen.getByTestId(`seat-row-${flight}-${passenger}`);

describe('SeatMap rows and container (spec §2)', () => {
  it('lists a row per seated passenger and flight (not the infant on a lap), each with a Select button, and no container', () => {
    render(withI18n(<Harness />));
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getAllByRole('button', { name: 'Select' })).toHaveLength(4);
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('marks the chosen row active with "No seat selected", opens the container and resets the other rows', async () => {
    const user = userEvent.setup();
    render(withI18n(<Harness />));
    await user.click(rowButton('out', 'p1'));
    expect(rowButton('out', 'p1')).toHaveTextContent('No seat selected');
    expect(rowButton('out', 'p1')).toHaveAttribute('aria-expanded', 'true');
    expect(rowButton('out', 'p1').closest('li')).toHaveAttribute('data-active', 'true');
    expect(screen.getByRole('region', { name: 'Seats for Ana Pérez, MAD → LIS' })).toBeInTheDocument();

    await user.click(rowButton('back', 'p2'));
    expect(rowButton('out', 'p1')).toHaveTextContent('Select');
    expect(rowButton('out', 'p1').closest('li')).not.toHaveAttribute('data-active');
    expect(rowButton('back', 'p2')).toHaveTextContent('No seat selected');
    expect(screen.getAllByRole('button', { name: 'No seat selected' })).toHaveLength(1);
    expect(screen.getByRole('region', { name: 'Seats for Luis Pérez, LIS → MAD' })).toBeInTheDocument();
  });

  it('closes the container from its close control and gives focus back to the row', async () => {
    const user = userEvent.setup();
    render(withI18n(<Harness />));
    await user.click(rowButton('out', 'p1'));
    await user.click(screen.getByRole('button', { name: 'Close the seat map' }));
    expect(screen.queryByRole('region')).toBeNull();
    expect(rowButton('out', 'p1')).toHaveTextContent('Select');
    expect(rowButton('out', 'p1')).toHaveFocus();
    // The row button toggles it too.
    await user.click(rowButton('out', 'p1'));
    expect(screen.getByRole('region')).toBeInTheDocument();
    await user.click(rowButton('out', 'p1'));
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('shows the Spanish texts "Seleccionar" and "Ningun asiento seleccionado"', async () => {
    const user = userEvent.setup();
    render(withI18n(<Harness />, es));
    expect(screen.getAllByRole('button', { name: 'Seleccionar' })).toHaveLength(4);
    await user.click(rowButton('out', 'p1'));
    expect(rowButton('out', 'p1')).toHaveTextContent(/^Ningun asiento seleccionado$/);
    expect(screen.getAllByRole('button', { name: 'Seleccionar' })).toHaveLength(3);
    expect(seat('2B')).toHaveAccessibleName('Fila 2, asiento B, en medio, Delantero, lateral, 35.00 €'); // money follows the locale prop (en here);
  });

  it('speaks Portuguese too', async () => {
    const user = userEvent.setup();
    render(withI18n(<Harness />, pt));
    expect(screen.getAllByRole('button', { name: 'Selecionar' })).toHaveLength(4);
    await user.click(rowButton('out', 'p1'));
    expect(rowButton('out', 'p1')).toHaveTextContent('Nenhum lugar selecionado');
  });
});

describe('SeatMap seats', () => {
  it('makes a clicked seat the single active seat and reports it with its category and price', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(withI18n(<Harness onSelect={onSelect} />));
    await user.click(rowButton('out', 'p1'));
    await user.click(seat('2A'));
    expect(onSelect).toHaveBeenLastCalledWith({
      flightId: 'out',
      passengerId: 'p1',
      seat: '2A',
      category: 'STC5',
      price: 3500,
      currency: 'EUR',
    });
    expect(seat('2A')).toHaveAttribute('aria-pressed', 'true');
    expect(seat('2A')).toHaveAttribute('data-state', 'active');
    expect(rowButton('out', 'p1')).toHaveTextContent('Seat 2A');
    expect(screen.getByRole('status')).toHaveTextContent('Seat 2A chosen for Ana Pérez on MAD → LIS.');

    await user.click(seat('6F'));
    const pressed = document.querySelectorAll('[aria-pressed="true"]');
    expect([...pressed].map((el) => el.getAttribute('data-seat'))).toEqual(['6F']);
    expect(seat('2A')).toHaveAttribute('data-state', 'none');
  });

  it('does not select a sold seat or one held by a companion', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    const passengers = SAMPLE_PASSENGERS.map((p) => (p.id === 'p2' ? { ...p, seats: { out: '3C' } } : p));
    render(withI18n(<Harness passengers={passengers} onSelect={onSelect} />));
    await user.click(rowButton('out', 'p1'));
    expect(seat('1C')).toHaveAttribute('aria-disabled', 'true');
    expect(seat('3C')).toHaveAttribute('data-state', 'disabled');
    await user.click(seat('1C'));
    await user.click(seat('5B'));
    await user.click(seat('3C'));
    expect(onSelect).not.toHaveBeenCalled();
    expect(document.querySelectorAll('[aria-pressed="true"]')).toHaveLength(0);
  });

  it('announces row, letter, position, category, price and state for each seat', async () => {
    const user = userEvent.setup();
    render(withI18n(<Harness />));
    await user.click(rowButton('out', 'p1'));
    expect(seat('2B')).toHaveAccessibleName('Row 2, seat B, middle, Front, side, 35.00 €');
    expect(seat('5C')).toHaveAccessibleName('Row 5, seat C, aisle, Standard, side, 25.00 €');
    expect(seat('1C')).toHaveAccessibleName('Row 1, seat C, aisle, Business, 300.00 €, not available');
    // Ana carries an infant: the exit row is announced and not available to her.
    expect(seat('4A')).toHaveAccessibleName(
      'Row 4, seat A, window, Extra legroom, 60.00 €, exit row, not available',
    );
    await user.click(seat('6A'));
    expect(seat('6A')).toHaveAccessibleName('Row 6, seat A, window, Standard, side, 25.00 €, selected');
    expect(screen.getByRole('grid', { name: 'Seats on MAD → LIS' })).toBeInTheDocument();
  });

  it('moves with the arrow keys across the aisle and over gaps, with Home and End, and selects with Enter', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(withI18n(<Harness onSelect={onSelect} />));
    await user.click(rowButton('out', 'p1'));
    // The container opens right after its row: Tab goes to its close control, then the grid's single tab stop.
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close the seat map' })).toHaveFocus();
    await user.tab();
    expect(seat('1A')).toHaveFocus();
    expect(seat('1C')).toHaveAttribute('tabindex', '-1');
    await user.keyboard('{ArrowRight}');
    expect(seat('1C')).toHaveFocus(); // 1B does not exist
    await user.keyboard('{ArrowRight}');
    expect(seat('1D')).toHaveFocus(); // across the aisle
    await user.keyboard('{ArrowDown}');
    expect(seat('2D')).toHaveFocus();
    await user.keyboard('{End}');
    expect(seat('2F')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(seat('2A')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(seat('1A')).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowUp}');
    expect(seat('1A')).toHaveFocus(); // the edges hold
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onSelect).toHaveBeenLastCalledWith(expect.objectContaining({ seat: '3A' }));
    expect(seat('3A')).toHaveAttribute('tabindex', '0');
  });
});

describe('SeatMap safety and family rules', () => {
  it('lets only passengers the server allows into an exit row (not the adult holding an infant)', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    const solo: SeatPassenger = { id: 'p4', name: 'Eva Ruiz', type: 'adult', seats: {} };
    render(
      withI18n(
        <Harness passengers={[...SAMPLE_PASSENGERS, solo]} onSelect={onSelect} flights={[FLIGHTS[0]!]} />,
      ),
    );
    await user.click(rowButton('out', 'p1'));
    expect(seat('4A')).toHaveAttribute('data-state', 'disabled');
    await user.click(seat('4A'));
    expect(onSelect).not.toHaveBeenCalled();
    await user.click(seat('4F'));
    expect(onSelect).not.toHaveBeenCalled();

    await user.click(rowButton('out', 'p4'));
    await user.click(seat('4F'));
    expect(onSelect).toHaveBeenCalledWith(
      expect.objectContaining({ passengerId: 'p4', seat: '4F', price: 6000 }),
    );
  });

  it("shows each flight's own quoted price: a seat free on one journey can cost on the other", async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    // Outbound quoted for Basic (STC1 free, STC2 20.00), the return for Classic (STC2 free).
    const basic = {
      ...SAMPLE_LAYOUT,
      rows: SAMPLE_LAYOUT.rows.map((r) => ({
        ...r,
        seats: r.seats.map((s) => (s.category === 'STC2' ? { ...s, price: 2000 } : s)),
      })),
    };
    const flights: SeatFlight[] = [
      { id: 'out', label: 'MAD → LIS', layout: basic, rules: SAMPLE_RULES },
      { id: 'back', label: 'LIS → MAD', layout: SAMPLE_LAYOUT, rules: SAMPLE_RULES },
    ];
    render(withI18n(<Harness onSelect={onSelect} flights={flights} />));
    await user.click(rowButton('out', 'p1'));
    expect(seat('6B')).toHaveAccessibleName(/Standard, centre, 20\.00/);
    await user.click(seat('6B'));
    expect(onSelect).toHaveBeenLastCalledWith(
      expect.objectContaining({ flightId: 'out', seat: '6B', price: 2000 }),
    );
    await user.click(rowButton('back', 'p1'));
    expect(seat('6B')).toHaveAccessibleName(/Standard, centre, 0\.00/);
    await user.click(seat('6B'));
    expect(onSelect).toHaveBeenLastCalledWith(
      expect.objectContaining({ flightId: 'back', seat: '6B', price: 0 }),
    );
  });

  it('offers no Select for a passenger whose seat the server keeps (paid on a booked order)', () => {
    const flights: SeatFlight[] = [
      {
        id: 'out',
        label: 'MAD → LIS',
        layout: SAMPLE_LAYOUT,
        rules: { ...SAMPLE_RULES, p1: { exitRow: false, selectable: false } },
      },
    ];
    const passengers = SAMPLE_PASSENGERS.map((p) => (p.id === 'p1' ? { ...p, seats: { out: '6A' } } : p));
    render(withI18n(<Harness passengers={passengers} flights={flights} />));
    expect(screen.queryByTestId('seat-row-out-p1')).toBeNull();
    expect(screen.getByTestId('seat-fixed-out-p1')).toHaveTextContent('Seat 6A, booked');
    expect(screen.getByTestId('seat-row-out-p2')).toHaveTextContent('Select');
  });

  it('offers a child the seat next to its seated adult', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    const passengers = SAMPLE_PASSENGERS.map((p) => (p.id === 'p1' ? { ...p, seats: { out: '3E' } } : p));
    render(withI18n(<Harness passengers={passengers} onSelect={onSelect} flights={[FLIGHTS[0]!]} />));
    await user.click(rowButton('out', 'p2'));
    const box = screen.getByTestId('family-seating');
    expect(box).toHaveTextContent('Family seating: seat 3D is next to Ana Pérez (3E).');
    expect(seat('3D')).toHaveAccessibleName(/, suggested$/);
    await user.click(within(box).getByRole('button', { name: 'Take the suggested seats' }));
    expect(onSelect).toHaveBeenCalledTimes(1);
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ passengerId: 'p2', seat: '3D' }));
    expect(screen.queryByTestId('family-seating')).toBeNull();
  });

  it('seats a child and an adult side by side when neither has a seat yet', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(withI18n(<Harness onSelect={onSelect} flights={[FLIGHTS[0]!]} />));
    await user.click(rowButton('out', 'p2'));
    await user.click(screen.getByRole('button', { name: 'Take the suggested seats' }));
    expect(onSelect.mock.calls.map(([c]) => [(c as SeatChoice).passengerId, (c as SeatChoice).seat])).toEqual(
      [
        ['p1', '2A'],
        ['p2', '2B'],
      ],
    );
  });

  it('offers no family seating to an adult', async () => {
    const user = userEvent.setup();
    render(withI18n(<Harness flights={[FLIGHTS[0]!]} />));
    await user.click(rowButton('out', 'p1'));
    expect(screen.queryByTestId('family-seating')).toBeNull();
  });
});
