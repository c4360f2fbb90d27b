import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { withI18n } from '@skybook/i18n/testing';
import { DropdownGroup } from '@skybook/ui';
import { RegionSelector, type RegionSelectorProps } from './region-selector.tsx';

const props: Omit<RegionSelectorProps, 'onChoose' | 'showCurrency'> = {
  regions: [
    { id: 1, code: 'mx', name: 'Mexico', country: 'MX', url: 'http://mx.localhost' },
    { id: 5, code: 'pt', name: 'Portugal', country: 'PT', url: 'http://pt.localhost' },
  ],
  regionId: 1,
  languages: [
    { code: 'es', name: 'Español' },
    { code: 'en', name: 'English' },
  ],
  locale: 'es',
  currencies: ['EUR', 'USD', 'MXN'],
  currency: 'MXN',
};

function setup(showCurrency: boolean) {
  const onChoose = vi.fn();
  render(
    withI18n(
      <DropdownGroup>
        <RegionSelector {...props} showCurrency={showCurrency} onChoose={onChoose} />
      </DropdownGroup>,
    ),
  );
  return { onChoose, user: userEvent.setup() };
}

describe('RegionSelector', () => {
  it('offers region, language and currency on home routes, marking the current ones', async () => {
    const { user } = setup(true);
    await user.click(screen.getByRole('button', { name: /México · ES · MXN/ }));
    expect(screen.getByRole('button', { name: 'México' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Español' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'MXN' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('hides the currency choice elsewhere (spec §2)', async () => {
    const { user } = setup(false);
    await user.click(screen.getByRole('button', { name: /México · ES/ }));
    expect(screen.queryByRole('group', { name: 'Currency' })).toBeNull();
    expect(screen.getByRole('group', { name: 'Language' })).toBeVisible();
  });

  it('reports each choice', async () => {
    const { user, onChoose } = setup(true);
    await user.click(screen.getByRole('button', { name: /México/ }));
    await user.click(screen.getByRole('button', { name: 'Portugal' }));
    await user.click(screen.getByRole('button', { name: 'English' }));
    await user.click(screen.getByRole('button', { name: 'USD' }));
    expect(onChoose.mock.calls.map((c) => c[0])).toEqual([
      { kind: 'region', regionId: 5, regionUrl: 'http://pt.localhost' },
      { kind: 'language', locale: 'en' },
      { kind: 'currency', currency: 'USD' },
    ]);
  });
});
