import type { Meta, StoryObj } from '@storybook/react-vite';
import { ArrivalDayShift } from './arrival-day-shift.tsx';

const meta = {
  title: 'UI/ArrivalDayShift',
  component: ArrivalDayShift,
  decorators: [(Story) => <p>Arrives 10:00 AM{Story()}</p>],
} satisfies Meta<typeof ArrivalDayShift>;
export default meta;
type Story = StoryObj<typeof meta>;

/** CUN 18:40 → MAD 10:00 the next morning. */
export const NextDay: Story = {
  args: {
    flight: {
      departureUtc: '2026-12-10T23:40:00Z',
      departureTimeZone: 'America/Cancun',
      arrivalUtc: '2026-12-11T09:00:00Z',
      arrivalTimeZone: 'Europe/Madrid',
    },
  },
};
/** Honolulu → Tokyo: two calendar days later. */
export const TwoDaysLater: Story = {
  args: {
    flight: {
      departureUtc: '2026-12-02T09:30:00Z',
      departureTimeZone: 'Pacific/Honolulu',
      arrivalUtc: '2026-12-03T00:30:00Z',
      arrivalTimeZone: 'Asia/Tokyo',
    },
  },
};
