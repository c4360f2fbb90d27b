import type { I18n } from '@lingui/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { createI18n, formatMoney } from '@skybook/i18n';
import { withI18n } from '@skybook/i18n/testing';
import { priceTotal, type PriceLine } from './price-lines.ts';
import { PriceSummary } from './price-summary.tsx';

let en: I18n;
beforeAll(async () => {
  en = await createI18n('en');
});

// Amounts chosen so that adding them as decimal euros would drift (0.1 + 0.2 style).
const LINES: PriceLine[] = [
  { id: 'fare-adult', kind: 'fare', passengerType: 'adult', count: 2, amount: 2 * 10_010 },
  { id: 'fare-child', kind: 'fare', passengerType: 'child', count: 1, amount: 7_520 },
  { id: 'fare-infant', kind: 'fare', passengerType: 'infant', count: 1, amount: 1_000 },
  { id: 'taxes', kind: 'taxes', amount: 4_233 },
  { id: 'fees', kind: 'fees', amount: 10 },
  { id: 'bag', kind: 'extra', amount: 3_520, description: '23 kg bag, MAD → LIS' },
  { id: 'seat-2A', kind: 'seat', amount: 3_500, description: 'Seat 2A, MAD → LIS' },
];

describe('priceTotal', () => {
  it('is the integer sum of the lines in minor units', () => {
    const sum = 20_020 + 7_520 + 1_000 + 4_233 + 10 + 3_520 + 3_500;
    expect(priceTotal(LINES)).toBe(sum);
    expect(Number.isInteger(priceTotal(LINES))).toBe(true);
    expect(priceTotal([])).toBe(0);
  });

  it('refuses an amount that is not minor units', () => {
    expect(() => priceTotal([{ id: 'x', kind: 'fees', amount: 0.1 }])).toThrow(RangeError);
  });
});

describe('PriceSummary', () => {
  it('lists every line and a total equal to their sum', () => {
    render(withI18n(<PriceSummary lines={LINES} currency="EUR" locale="en" />, en));
    expect(screen.getByText('Fare, 2 adults')).toBeInTheDocument();
    expect(screen.getByText('Fare, 1 child')).toBeInTheDocument();
    expect(screen.getByText('Fare, 1 infant')).toBeInTheDocument();
    expect(screen.getByText('Taxes')).toBeInTheDocument();
    expect(screen.getByText('Fees')).toBeInTheDocument();
    expect(screen.getByText('23 kg bag, MAD → LIS')).toBeInTheDocument();
    expect(screen.getByTestId('price-fare-adult')).toHaveTextContent('200.20 €');
    expect(screen.getByTestId('price-fees')).toHaveTextContent('0.10 €');
    // Sum of what is shown, read back from the page in cents: equals the total shown.
    const shown = LINES.map((l) =>
      Number(screen.getByTestId(`price-${l.id}`).textContent!.replace(/[^\d]/g, '')),
    );
    const total = screen.getByTestId('price-total').textContent!;
    expect(Number(total.replace(/[^\d]/g, ''))).toBe(shown.reduce((a, b) => a + b, 0));
    expect(total).toBe(formatMoney(39_803, 'EUR', 'en'));
    expect(total).toBe('398.03 €');
  });

  it('folds the lines behind a toggle (mobile) while the total stays visible', async () => {
    const user = userEvent.setup();
    render(withI18n(<PriceSummary lines={LINES} currency="USD" locale="es" />, en));
    const toggle = screen.getByRole('button', { name: 'Show price details' });
    const list = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(list).toHaveAttribute('data-collapsed', 'true');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Hide price details');
    expect(list).not.toHaveAttribute('data-collapsed');
    expect(screen.getByTestId('price-total')).toHaveTextContent(/^US\$ 398,03$/);
    expect(screen.getByRole('complementary', { name: 'Price summary' })).toBeInTheDocument();
  });
});
