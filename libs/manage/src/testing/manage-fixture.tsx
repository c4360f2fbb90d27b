import { useState, type ReactNode } from 'react';
import { CardFieldContext } from '@skybook/booking-order';
import { FakeCardField } from '@skybook/booking-order/testing';
import { AppContextFixture } from '@skybook/ssr';
import { fakeManageApi, type FakeManageOptions } from './fake-manage-api.ts';

/**
 * For the manage stories: the in-memory booking K7MX2Q (last name Núñez) behind the app context,
 * and the test card field in place of the gateway's hosted one (no gateway runs in Storybook).
 * Every answer is fixed: any emailed code is accepted, and `payment` picks whether paying succeeds.
 */
export function ManageFixture({
  options = {},
  children,
}: {
  options?: FakeManageOptions;
  children: ReactNode;
}) {
  const [{ api }] = useState(() => fakeManageApi({ delayMs: 50, ...options }));
  return (
    <AppContextFixture api={api}>
      <CardFieldContext.Provider value={FakeCardField}>{children}</CardFieldContext.Provider>
    </AppContextFixture>
  );
}
