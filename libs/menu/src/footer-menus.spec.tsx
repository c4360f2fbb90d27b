import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { MenuItem } from '@skybook/api-contract';
import { withI18n } from '@skybook/i18n/testing';
import { FooterMenus, SubFooterLinks } from './footer-menus.tsx';

const group: MenuItem = {
  id: 1,
  title: 'About us',
  link: 'en/contact',
  order: 1,
  children: [{ id: 2, title: 'Contact us', link: 'en/contact', order: 1, children: [] }],
};

describe('FooterMenus', () => {
  it('renders each group as an accordion whose toggle controls its list', async () => {
    render(withI18n(<FooterMenus items={[group]} pathname="/en" />));
    const toggle = screen.getByRole('button', { name: 'About us' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', 'footer-group-1');
    await userEvent.setup().click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/en/contact');
  });

  it('lists sub-footer links in a labelled navigation', () => {
    render(withI18n(<SubFooterLinks items={group.children} pathname="/en/contact" label="Legal" />));
    expect(screen.getByRole('navigation', { name: 'Legal' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('aria-current', 'page');
  });
});
