import { useState, type ReactNode } from 'react';
import { AppContextFixture } from '@skybook/ssr';
import { checkedIn, sampleCheckin, withDocuments } from './checkin-fixtures.ts';
import { fakeCheckinApi, type FakeCheckinOptions } from './fake-checkin-api.ts';

/** How far the booking got: nothing saved, documents saved, everyone checked in. */
export type CheckinProgress = 'new' | 'documents' | 'checked-in';

export const viewAt = (progress: CheckinProgress = 'new') =>
  progress === 'checked-in' ? checkedIn() : progress === 'documents' ? withDocuments() : sampleCheckin();

/**
 * For the check-in stories: the in-memory booking K7MX2Q (last names Núñez, Gonçalves) behind
 * the app context. Seat 2A is taken, row 1 is paid, the code for changing a document is 123456.
 */
export function CheckinFixture({
  window = 'open',
  progress,
  children,
}: {
  window?: FakeCheckinOptions['window'];
  progress?: CheckinProgress;
  children: ReactNode;
}) {
  const [api] = useState(() => fakeCheckinApi({ window, view: viewAt(progress), delayMs: 50 }));
  return <AppContextFixture api={api}>{children}</AppContextFixture>;
}
