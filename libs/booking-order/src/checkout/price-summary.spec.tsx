import type { I18n } from '@lingui/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { createI18n } from '@skybook/i18n';
import { withI18n } from '@skybook/i18n/testing';
import { SAMPLE_GROUPS, SAMPLE_TOTAL } from './price-summary.fixtures.ts';
import { PriceSummary } from './price-summary.tsx';

let en: I18n;
beforeAll(async () => {
  en = await createI18n('en');
});

describe('PriceSummary (decision 120)', () => {
  it("shows one line per group with the server's subtotal, and the server's total", () => {
    render(
      withI18n(<PriceSummary groups={SAMPLE_GROUPS} total={SAMPLE_TOTAL} currency="EUR" locale="en" />, en),
    );
    const groups = screen
      .getAllByRole('listitem')
      .map((li) => within(li).getAllByRole('button')[0]!.textContent);
    expect(groups).toEqual(['2 adults', '1 child', '1 infant', '1 extra', '1 seat']);
    expect(screen.getByTestId('price-group-adult')).toHaveTextContent('242.53 €');
    expect(screen.getByTestId('price-group-seats')).toHaveTextContent('35.00 €');
    expect(screen.getByTestId('price-total')).toHaveTextContent('398.03 €');
  });

  it("unfolds a group's fare, taxes and fees per direction on its button", async () => {
    const user = userEvent.setup();
    render(
      withI18n(<PriceSummary groups={SAMPLE_GROUPS} total={SAMPLE_TOTAL} currency="EUR" locale="en" />, en),
    );
    const adults = screen.getByRole('button', { name: '2 adults' });
    const breakdown = document.getElementById(adults.getAttribute('aria-controls')!)!;
    expect(adults).toHaveAttribute('aria-expanded', 'false');
    expect(breakdown).not.toBeVisible();
    await user.click(adults);
    expect(adults).toHaveAttribute('aria-expanded', 'true');
    expect(breakdown).toBeVisible();
    expect(within(breakdown).getByText('Fare, 2 adults · Outbound')).toBeVisible();
    expect(within(breakdown).getByTestId('price-taxes-adult')).toHaveTextContent('42.33 €');
    // The other groups stay folded.
    expect(screen.getByRole('button', { name: '1 child' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens its details on a phone with "Details" and closes them with Escape, focus back on the button', async () => {
    const user = userEvent.setup();
    render(
      withI18n(<PriceSummary groups={SAMPLE_GROUPS} total={SAMPLE_TOTAL} currency="USD" locale="es" />, en),
    );
    const toggle = screen.getByRole('button', { name: 'Details' });
    const details = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(details).toHaveAttribute('data-collapsed', 'true');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Hide details');
    expect(details).not.toHaveAttribute('data-collapsed');
    await user.click(screen.getByRole('button', { name: '2 adults' }));
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
    expect(screen.getByTestId('price-total')).toHaveTextContent(/^US\$ 398,03$/);
  });
});
