import { useState, type ReactNode } from 'react';
import { AppContextFixture, RouterFixture } from '@skybook/ssr';
import { fakePortalApi } from './portal-fixtures.ts';

export interface PortalFixtureProps {
  /** Who is signed in: an administrator, an agent, or nobody (`null`). */
  role?: 'admin' | 'agent' | null;
  dashboard?: 'ok' | 'fails';
  url?: string;
  children: ReactNode;
}

/** For the portal's stories: Andes Viajes' fixed answers behind the app context, at a URL of the portal. */
export function PortalFixture({
  role = 'admin',
  dashboard = 'ok',
  url = '/en/ta',
  children,
}: PortalFixtureProps) {
  const [api] = useState(() => fakePortalApi({ role, dashboard }));
  return (
    <AppContextFixture api={api}>
      <RouterFixture url={url}>{children}</RouterFixture>
    </AppContextFixture>
  );
}
