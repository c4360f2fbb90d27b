import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithI18n } from '../testing/render-with-i18n.tsx';
import { canStep, type Party } from './passenger-rules.ts';
import { PassengerSelector } from './passenger-selector.tsx';

function Harness({ initial }: { initial: Party }) {
  const [party, setParty] = useState(initial);
  return <PassengerSelector label="Passengers" value={party} onChange={setParty} />;
}

async function openWith(initial: Party) {
  const user = userEvent.setup();
  renderWithI18n(<Harness initial={initial} />);
  await user.click(screen.getByRole('button', { name: /^Passengers/ }));
  return user;
}
const button = (name: string) => screen.getByRole('button', { name });

describe('party rules (the contract’s PassengerCounts)', () => {
  it('keeps at least one adult, at most 9 seats and no more infants than adults', () => {
    expect(canStep({ adults: 1, children: 0, infants: 0 }, 'adults', -1)).toBe(false);
    expect(canStep({ adults: 5, children: 4, infants: 0 }, 'children', 1)).toBe(false);
    expect(canStep({ adults: 5, children: 4, infants: 0 }, 'adults', 1)).toBe(false);
    expect(canStep({ adults: 2, children: 0, infants: 2 }, 'infants', 1)).toBe(false);
    expect(canStep({ adults: 2, children: 0, infants: 2 }, 'adults', -1)).toBe(false);
    expect(canStep({ adults: 2, children: 0, infants: 1 }, 'infants', 1)).toBe(true);
    expect(canStep({ adults: 1, children: 0, infants: 0 }, 'children', -1)).toBe(false);
  });
});

describe('PassengerSelector', () => {
  it('is a disclosure summarising the party', async () => {
    await openWith({ adults: 2, children: 1, infants: 0 });
    const toggle = screen.getByRole('button', { name: 'Passengers 2 adults, 1 child' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });

  it('adds and removes passengers and announces the new party', async () => {
    const user = await openWith({ adults: 1, children: 0, infants: 0 });
    await user.click(button('Add an adult'));
    await user.click(button('Add a child'));
    await user.click(button('Add an infant'));
    expect(
      screen.getByRole('button', { name: 'Passengers 2 adults, 1 child, 1 infant' }),
    ).toBeInTheDocument();
    expect(screen.getByText('2 adults, 1 child, 1 infant', { selector: '[aria-live]' })).toBeInTheDocument();
    await user.click(button('Remove a child'));
    expect(screen.getByRole('button', { name: 'Passengers 2 adults, 1 infant' })).toBeInTheDocument();
  });

  it('disables the steps that break the rules and ignores them', async () => {
    const user = await openWith({ adults: 1, children: 0, infants: 1 });
    expect(button('Remove an adult')).toHaveAttribute('aria-disabled', 'true');
    expect(button('Add an infant')).toHaveAttribute('aria-disabled', 'true');
    expect(button('Remove a child')).toHaveAttribute('aria-disabled', 'true');
    await user.click(button('Add an infant'));
    expect(screen.getByRole('button', { name: 'Passengers 1 adult, 1 infant' })).toBeInTheDocument();
    await user.click(button('Add an adult'));
    expect(button('Add an infant')).toHaveAttribute('aria-disabled', 'false');
  });

  it('stops at 9 seated passengers', async () => {
    const user = await openWith({ adults: 7, children: 1, infants: 0 });
    await user.click(button('Add a child'));
    expect(button('Add a child')).toHaveAttribute('aria-disabled', 'true');
    expect(button('Add an adult')).toHaveAttribute('aria-disabled', 'true');
    await user.click(button('Add an adult'));
    expect(screen.getByRole('button', { name: 'Passengers 7 adults, 2 children' })).toBeInTheDocument();
  });

  it('works by keyboard and Escape closes it, returning focus to the toggle', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Harness initial={{ adults: 1, children: 0, infants: 0 }} />);
    await user.tab();
    await user.keyboard('{Enter}');
    const toggle = screen.getByRole('button', { name: /^Passengers/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.tab(); // Remove an adult (aria-disabled stays focusable)
    await user.tab(); // Add an adult
    expect(button('Add an adult')).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
    expect(toggle).toHaveAccessibleName('Passengers 2 adults');
  });
});
