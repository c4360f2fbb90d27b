import { Suspense, useState, type ReactNode } from 'react';
import { AppContextFixture, RouterFixture } from '@skybook/ssr';
import { fakeSiteApi, type SiteApi } from './site-fixtures.ts';

export interface SiteFixtureProps {
  url?: string;
  /** The app route the story's component reads with `getRouteApi` (see `RouterFixture`). */
  route?: string;
  /** Extra or different endpoints (e.g. the funnel's, for a step page). */
  api?: Partial<SiteApi> & Record<string, unknown>;
  offers?: 'ok' | 'fails';
  children: ReactNode;
}

/**
 * For booking-web's stories: the sample site's content behind the app context, at a URL, with a
 * Suspense boundary for the chrome's suspense queries (the domain, its menus, the regions).
 */
export function SiteFixture({ url = '/en', route, api, offers, children }: SiteFixtureProps) {
  const [client] = useState(() => ({ ...fakeSiteApi({ offers }), ...api }));
  return (
    <AppContextFixture api={client}>
      <RouterFixture url={url} route={route}>
        <Suspense fallback={<p>Loading…</p>}>{children}</Suspense>
      </RouterFixture>
    </AppContextFixture>
  );
}
