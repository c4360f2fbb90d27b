import { useState } from 'react';
import type { I18n } from '@lingui/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createI18n } from '@skybook/i18n';
import { withI18n } from '@skybook/i18n/testing';
import { SAMPLE_EXTRAS, SAMPLE_EXTRA_PASSENGERS } from './extras-fixtures.ts';
import { ExtrasList, type ExtraQuantityChange } from './extras-list.tsx';

let en: I18n;
beforeAll(async () => {
  en = await createI18n('en');
});

function Harness({ onChange }: { onChange: (c: ExtraQuantityChange) => void }) {
  const [groups, setGroups] = useState(SAMPLE_EXTRAS);
  return (
    <ExtrasList
      groups={groups}
      passengers={SAMPLE_EXTRA_PASSENGERS}
      currency="EUR"
      locale="en"
      onChange={(c) => {
        onChange(c);
        setGroups((gs) =>
          gs.map((g) => ({
            ...g,
            services: g.services.map((s) =>
              s.serviceId !== c.serviceId
                ? s
                : {
                    ...s,
                    passengers: s.passengers.map((p) =>
                      p.id === c.passengerId ? { ...p, count: c.count, totalCost: c.totalCost } : p,
                    ),
                  },
            ),
          })),
        );
      }}
    />
  );
}

const setup = () => {
  const user = userEvent.setup();
  const onChange = vi.fn();
  render(withI18n(<Harness onChange={onChange} />, en));
  return { user, onChange };
};
const add = (what: string, who: string) => screen.getByRole('button', { name: `Add one ${what} for ${who}` });
const remove = (what: string, who: string) =>
  screen.getByRole('button', { name: `Remove one ${what} for ${who}` });

describe('ExtrasList', () => {
  it('groups services by SSR with their route, unit price and what is included', () => {
    setup();
    expect(screen.getByRole('region', { name: 'Checked baggage' })).toHaveAttribute('data-ssr', 'BAGS');
    expect(screen.getByRole('region', { name: 'Meals' })).toBeInTheDocument();
    expect(screen.getAllByText('MAD → LIS')).toHaveLength(2);
    expect(screen.getByText('35.00 € each')).toBeInTheDocument();
    expect(screen.getByText('1 included')).toBeInTheDocument();
    expect(screen.getByText('Refundable')).toBeInTheDocument();
  });

  it('adds up to the maximum and charges only beyond what is included', async () => {
    const { user, onChange } = setup();
    const plus = add('23 kg bag', 'Ana Pérez');
    await user.click(plus);
    expect(onChange).toHaveBeenLastCalledWith({
      serviceId: 'bg23-out',
      passengerId: 'p1',
      count: 2,
      totalCost: 3500,
    });
    await user.click(plus);
    expect(screen.getByTestId('count-bg23-out-p1')).toHaveTextContent('3');
    expect(screen.getByTestId('cost-bg23-out-p1')).toHaveTextContent('70.00 €');
    expect(plus).toHaveAttribute('aria-disabled', 'true');
    await user.click(plus);
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('never goes below the included count or the minimum', async () => {
    const { user, onChange } = setup();
    const bagMinus = remove('23 kg bag', 'Ana Pérez');
    expect(bagMinus).toHaveAttribute('aria-disabled', 'true');
    await user.click(bagMinus);
    const mealMinus = remove('Vegetarian meal', 'Luis Pérez');
    expect(mealMinus).toHaveAttribute('aria-disabled', 'true');
    await user.click(mealMinus);
    expect(onChange).not.toHaveBeenCalled();
    await user.click(add('Vegetarian meal', 'Luis Pérez'));
    await user.click(remove('Vegetarian meal', 'Luis Pérez'));
    expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ passengerId: 'p2', count: 1, totalCost: 1250 }),
    );
  });

  it('works from the keyboard', async () => {
    const { user, onChange } = setup();
    add('23 kg bag', 'Luis Pérez').focus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(screen.getByTestId('count-bg23-out-p2')).toHaveTextContent('2');
    expect(onChange).toHaveBeenCalledTimes(2);
  });
});
