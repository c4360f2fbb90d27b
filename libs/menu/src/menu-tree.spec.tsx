import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { MenuItem } from '@skybook/api-contract';
import { DropdownGroup } from '@skybook/ui';
import { withI18n } from '@skybook/i18n/testing';
import { MenuTree } from './menu-tree.tsx';

const item = (id: number, title: string, link: string, order = 1, children: MenuItem[] = []): MenuItem => ({
  id,
  title,
  link,
  order,
  children,
});
const items = [
  item(1, 'Flights', 'en', 1, [
    item(2, 'Europe', 'en/destinations', 1, [item(3, 'Madrid', 'en/destinations')]),
    item(4, 'Deals', 'en/deals', 2),
  ]),
  item(5, 'Hotels', 'https://hotels.example', 2),
  item(6, 'My booking', 'actionManageReserve', 3),
  item(7, 'Baggage', 'en/baggage', 4),
];

function setup() {
  render(
    withI18n(
      <DropdownGroup>
        <MenuTree
          items={items}
          pathname="/en/baggage"
          renderReserve={() => <form aria-label="Find booking" />}
        />
        <button type="button">outside</button>
      </DropdownGroup>,
    ),
  );
  return userEvent.setup();
}

describe('MenuTree', () => {
  it('opens an item with children as a dropdown with its groups and third level', async () => {
    const user = setup();
    const trigger = screen.getByRole('button', { name: 'Flights' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('region', { name: 'Flights' });
    expect(within(panel).getByRole('link', { name: 'Madrid' })).toHaveAttribute('href', '/en/destinations');
    expect(panel.querySelectorAll('[data-order]')).toHaveLength(2);
  });

  it('opens one dropdown at a time and closes with the close control, Escape or a click outside', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Flights' }));
    await user.click(screen.getByRole('button', { name: 'My booking' }));
    expect(screen.getByRole('button', { name: 'Flights' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('form', { name: 'Find booking' })).toBeVisible();
    await user.click(
      within(screen.getByRole('region', { name: 'My booking' })).getByRole('button', { name: 'Close' }),
    );
    expect(screen.getByRole('button', { name: 'My booking' })).toHaveAttribute('aria-expanded', 'false');

    await user.click(screen.getByRole('button', { name: 'Flights' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Flights' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'Flights' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Flights' }));
    await user.pointer({ keys: '[MouseLeft]', target: document.body });
    expect(screen.getByRole('button', { name: 'Flights' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens external links in a new tab and marks the current page', () => {
    setup();
    const hotels = screen.getByRole('link', { name: /Hotels/ });
    expect(hotels).toHaveAttribute('href', 'https://hotels.example');
    expect(hotels).toHaveAttribute('target', '_blank');
    expect(hotels).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'Baggage' })).toHaveAttribute('aria-current', 'page');
  });

  it('works by keyboard: Enter opens a dropdown and Tab reaches its links', async () => {
    const user = setup();
    screen.getByRole('button', { name: 'Flights' }).focus();
    await user.keyboard('{Enter}');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Europe' })).toHaveFocus();
  });
});
