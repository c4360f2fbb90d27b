import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Locale } from '@skybook/i18n';
import { fn } from 'storybook/test';
import { JOURNEYS } from '../testing/fixtures.ts';
import { DirectionResults } from './direction-results.tsx';

const meta = {
  title: 'Booking funnel/Flight results',
  component: DirectionResults,
  // The locale toolbar drives both the language and the formatting.
  render: (args, { globals }) => <DirectionResults {...args} locale={globals['locale'] as Locale} />,
  args: {
    direction: 'outbound',
    heading: 'Outbound: Madrid to Bogotá',
    subheading: 'Tuesday, December 1, 2026',
    calendar: null,
    journeys: JOURNEYS,
    selectedOfferId: 'offer-classic-61900',
    onSelect: fn(),
    locale: 'en',
  },
  decorators: [
    (Story) => (
      <div style={{ padding: 24, maxWidth: 1000 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DirectionResults>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Results: Story = {};
export const Searching: Story = { args: { journeys: undefined } };
export const NoFlights: Story = { args: { journeys: [] } };
