import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Locale } from '@skybook/i18n';
import { JOURNEYS } from '../testing/fixtures.ts';
import { FareCard } from './fare-card.tsx';

const fares = JOURNEYS[0]!.fares;

const meta = {
  title: 'Booking funnel/Fare card',
  component: FareCard,
  // The locale toolbar drives both the language and the formatting.
  render: (args, { globals }) => <FareCard {...args} locale={globals['locale'] as Locale} />,
  args: { fare: fares[1]!, name: 'story', checked: false, onSelect: () => undefined, locale: 'en' },
  decorators: [
    (Story) => (
      <div style={{ padding: 24, maxWidth: 260 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FareCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Classic: Story = {};
export const BasicFewSeats: Story = { args: { fare: fares[0]! } };
export const FlexChosen: Story = { args: { fare: fares[2]!, checked: true } };

/** The three families side by side, as on /select (a radio group: arrows move the choice). */
export const Families: Story = {
  render: (args, { globals }) => {
    function Group() {
      const [chosen, setChosen] = useState<string>();
      return (
        <div
          style={{
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
            gap: 8,
            width: 720,
          }}
        >
          {fares.map((f) => (
            <FareCard
              key={f.offerId}
              {...args}
              locale={globals['locale'] as Locale}
              fare={f}
              checked={chosen === f.offerId}
              onSelect={(x) => setChosen(x.offerId)}
            />
          ))}
        </div>
      );
    }
    return <Group />;
  },
};
