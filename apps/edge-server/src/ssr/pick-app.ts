import type { AppName } from '../config.ts';

const PORTAL_PATH = /^\/(en|es|pt)\/ta(\/|$)/;

/** Which app owns a path: `/{lang}/ta/*` is the agency portal, everything else the booking site. */
export function appForPath(pathname: string, served: readonly AppName[]): AppName | null {
  const app: AppName = PORTAL_PATH.test(pathname) ? 'agency-portal' : 'booking-web';
  if (served.includes(app)) return app;
  // A portal-only deployment still answers its own unknown paths with its own 404 page.
  return served.length === 1 ? (served[0] ?? null) : null;
}
