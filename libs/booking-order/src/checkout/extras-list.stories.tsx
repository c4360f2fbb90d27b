import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { SAMPLE_EXTRAS, SAMPLE_EXTRA_PASSENGERS } from './extras-fixtures.ts';
import { ExtrasList } from './extras-list.tsx';

/** Stores each count in state, as the funnel page will (the server holds them later). */
function Demo({ currency }: { currency: string }) {
  const [groups, setGroups] = useState(SAMPLE_EXTRAS);
  return (
    <div style={{ padding: '2rem', maxWidth: '40rem' }}>
      <ExtrasList
        groups={groups}
        passengers={SAMPLE_EXTRA_PASSENGERS}
        currency={currency}
        locale="en"
        onChange={(c) =>
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
          )
        }
      />
    </div>
  );
}

const meta = {
  title: 'Booking/Checkout/ExtrasList',
  component: Demo,
  args: { currency: 'EUR' },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const BagsAndMeals: Story = {};
export const InDollars: Story = { args: { currency: 'USD' } };
