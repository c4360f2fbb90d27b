import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { AppContextFixture } from '@skybook/ssr';
import { CheckinBoardingPassesPage } from './checkin-boarding-passes-page.tsx';
import { CheckinDocumentsPage } from './checkin-documents-page.tsx';
import { CheckinSeatsPage } from './checkin-seats-page.tsx';
import { CheckinSelectPage } from './checkin-select-page.tsx';
import type { CheckinStep } from './checkin-search.ts';
import { fakeCheckinApi, type FakeCheckinOptions } from './testing/fake-checkin-api.ts';
import { SAMPLE_ORDER_ID, checkedIn, sampleCheckin, withDocuments } from './testing/checkin-fixtures.ts';
import { storyBarcode } from './testing/story-barcode.ts';

interface DemoProps {
  step: CheckinStep;
  window?: FakeCheckinOptions['window'];
  /** How far the booking got: nothing saved, documents saved, everyone checked in. */
  progress?: 'new' | 'documents' | 'checked-in';
  /** The select step's lookup (reference K7MX2Q, last name Núñez or Gonçalves). */
  lastName?: string;
  passengers?: string[];
}

/**
 * Each check-in step over an in-memory booking: seat 2A is taken and row 1 is paid, the code for
 * changing a saved document is 123456.
 */
function Demo({ step, window: state = 'open', progress = 'new', lastName, passengers }: DemoProps) {
  const view = progress === 'checked-in' ? checkedIn() : progress === 'documents' ? withDocuments() : sampleCheckin();
  const [api] = useState(() => fakeCheckinApi({ window: state, view, delayMs: 300 }));
  const noop = () => {};
  const orderId = lastName ? undefined : SAMPLE_ORDER_ID;
  return (
    <AppContextFixture api={api}>
      {step === 'select' ? (
        <CheckinSelectPage referenceCode="K7MX2Q" lastName={lastName} orderId={orderId} onOrder={noop} onContinue={noop} onBoardingPasses={noop} />
      ) : null}
      {step === 'documents' ? <CheckinDocumentsPage orderId={orderId} passengers={passengers} onContinue={noop} onBack={noop} /> : null}
      {step === 'seats' ? <CheckinSeatsPage orderId={orderId} passengers={passengers} onContinue={noop} onBack={noop} /> : null}
      {step === 'boarding-passes' ? (
        <CheckinBoardingPassesPage
          orderId={orderId}
          passengers={passengers}
          onStep={noop}
          urlsOf={(_order, pass) => ({ barcode: storyBarcode(pass.passengerRef + pass.flightRef), pdf: '#pdf' })}
        />
      ) : null}
    </AppContextFixture>
  );
}

const meta = {
  title: 'Check-in/Steps',
  component: Demo,
  parameters: { layout: 'fullscreen' },
  args: { step: 'select' },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Select: Story = { args: { lastName: 'Núñez' } };
export const SelectAllCheckedIn: Story = { args: { progress: 'checked-in' } };
export const NotOpenYet: Story = { args: { lastName: 'Núñez', window: 'not_open' } };
export const Closed: Story = { args: { window: 'closed' } };
export const NotFound: Story = { args: { lastName: 'Nobody' } };
export const Documents: Story = { args: { step: 'documents', passengers: ['p1', 'p2'] } };
export const DocumentsSaved: Story = { args: { step: 'documents', progress: 'documents' } };
export const Seats: Story = { args: { step: 'seats', progress: 'documents' } };
export const BoardingPasses: Story = { args: { step: 'boarding-passes', progress: 'documents', passengers: ['p1', 'p2', 'p3'] } };
export const DocumentsMissing: Story = { args: { step: 'boarding-passes', passengers: ['p2'] } };
