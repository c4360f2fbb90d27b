import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { SeatMapResponse } from '@skybook/api-contract';
import { FlightSeats } from './flight-seats.tsx';
import { SAMPLE_ORDER_ID, checkedIn, withDocuments } from './testing/checkin-fixtures.ts';
import { fakeCheckinApi } from './testing/fake-checkin-api.ts';

const view = withDocuments();
const flight = view.flights[0]!;

const meta = {
  title: 'Check-in/FlightSeats',
  component: FlightSeats,
  // The seat map as the (in-memory) check-in API quotes it: 2A taken, row 1 paid.
  loaders: [
    async () => ({
      map: await fakeCheckinApi({ view }).seatMap({ orderId: SAMPLE_ORDER_ID, flightRef: flight.flightRef }),
    }),
  ],
  render: (args, { loaded }) => <FlightSeats {...args} map={loaded['map'] as SeatMapResponse} />,
  decorators: [(Story) => <div style={{ padding: '2rem', maxWidth: '48rem' }}>{Story()}</div>],
  args: {
    flight,
    map: { flightRef: flight.flightRef, aircraft: '', currency: 'EUR', seats: [], passengers: [] },
    passengers: view.passengers,
    seated: view.passengers,
    locale: 'en',
    onSelectSeat: fn(),
  },
} satisfies Meta<typeof FlightSeats>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each traveller without a final seat opens the map and picks one. */
export const ChoosingSeats: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const [row] = canvas.getAllByTestId(/^seat-row-/);
    await userEvent.click(row!);
    await userEvent.click(canvas.getByRole('button', { name: /^Row 4, seat C,/ }));
    await expect(args.onSelectSeat).toHaveBeenCalledWith(expect.any(String), '4C');
  },
};
/** Everyone checked in: their seats are final and listed. */
export const AllFinal: Story = {
  args: { passengers: checkedIn().passengers, seated: checkedIn().passengers },
};
