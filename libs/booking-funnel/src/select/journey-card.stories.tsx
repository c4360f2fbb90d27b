import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { JOURNEYS } from '../testing/fixtures.ts';
import { JourneyCard } from './journey-card.tsx';

const journey = JOURNEYS[0]!;
const meta = {
  title: 'Booking funnel/JourneyCard',
  component: JourneyCard,
  decorators: [(Story) => <div style={{ padding: '2rem', maxWidth: '60rem' }}>{Story()}</div>],
  args: { journey, groupName: 'outbound', selectedOfferId: undefined, onSelect: fn(), locale: 'en' },
} satisfies Meta<typeof JourneyCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Choosing a fare reports it with its journey. */
export const ChoosesAFare: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const [first] = within(canvas.getByRole('group', { name: 'Fares' })).getAllByRole('radio');
    await userEvent.click(first!);
    await expect(args.onSelect).toHaveBeenCalledWith(journey.fares[0], journey);
  },
};
export const FareSelected: Story = { args: { selectedOfferId: journey.fares[1]?.offerId } };
export const WithStop: Story = { args: { journey: JOURNEYS.find((j) => j.segments.length > 1) ?? journey } };
