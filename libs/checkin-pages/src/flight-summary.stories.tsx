import type { Meta, StoryObj } from '@storybook/react-vite';
import { FlightSummary } from './flight-summary.tsx';
import { sampleCheckin } from './testing/checkin-fixtures.ts';

const [outbound, inbound] = sampleCheckin().flights;
const meta = {
  title: 'Check-in/FlightSummary',
  component: FlightSummary,
  decorators: [(Story) => <div style={{ padding: '2rem', maxWidth: '40rem' }}>{Story()}</div>],
  args: { flight: outbound!, locale: 'en' },
} satisfies Meta<typeof FlightSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Times in each airport's own zone. */
export const Outbound: Story = {};
export const Inbound: Story = { args: { flight: inbound! } };
export const InPortuguese: Story = { args: { locale: 'pt' } };
