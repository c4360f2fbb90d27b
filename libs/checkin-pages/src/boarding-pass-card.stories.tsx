import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLingui } from '@lingui/react';
import { isLocale } from '@skybook/i18n';
import type { BoardingPass } from '@skybook/api-contract';
import { BoardingPassCard } from './boarding-pass-card.tsx';
import { storyBarcode } from './testing/story-barcode.ts';

const PASS: BoardingPass = {
  passengerRef: 'p1',
  flightRef: '101',
  passengerName: 'NUNEZ/ANA MARIA',
  infant: null,
  bookingReference: 'K7MX2Q',
  flightNumber: 'SK 210',
  origin: 'MAD',
  destination: 'LIS',
  departureUtc: '2026-12-24T08:05:00Z',
  departureTimeZone: 'Europe/Madrid',
  arrivalUtc: '2026-12-24T09:20:00Z',
  arrivalTimeZone: 'Europe/Lisbon',
  seat: '12C',
  compartment: 'Y',
  sequence: 25,
  boardingUtc: '2026-12-24T07:25:00Z',
  gate: null,
  zone: 3,
  bcbp: 'M1NUNEZ/ANA MARIA     EK7MX2Q MADLISSK 0210 358Y012C0025 100',
};

/** One boarding pass as the check-in's last step shows it (the barcode here is a stand-in). */
function Demo({ pass }: { pass: BoardingPass }) {
  const { i18n } = useLingui();
  const locale = isLocale(i18n.locale) ? i18n.locale : 'en';
  return (
    <div style={{ maxWidth: '44rem', padding: '1rem' }}>
      <BoardingPassCard pass={pass} locale={locale} barcodeSrc={storyBarcode(pass.bcbp)} pdfHref="#pdf" />
    </div>
  );
}

const meta = {
  title: 'Check-in/Boarding pass',
  component: Demo,
  args: { pass: PASS },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Adult: Story = {};
export const WithInfant: Story = {
  args: { pass: { ...PASS, infant: { passengerRef: 'p4', name: 'NUNEZ/MATEO' } } },
};
export const Business: Story = {
  args: {
    pass: {
      ...PASS,
      seat: '2A',
      compartment: 'J',
      sequence: 3,
      flightNumber: 'SK 410',
      origin: 'LIS',
      destination: 'JFK',
      arrivalUtc: '2026-12-24T16:40:00Z',
      arrivalTimeZone: 'America/New_York',
    },
  },
};
