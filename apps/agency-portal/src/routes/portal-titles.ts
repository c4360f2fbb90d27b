import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { activeBrand } from '@skybook/brand-active';
import { routeTitle, type PageSeo } from '@skybook/domain-config';
import { errorTitle } from '@skybook/ui';
import type { RouteName } from '@skybook/ssr';

/** Spec §9: every portal page is titled in its own language, "title | site name". */
const TITLES: Readonly<Partial<Record<RouteName, MessageDescriptor>>> = {
  ta: msg`Agency portal`,
  'ta-agents': msg`Agent management`,
  'ta-reports': msg`Reports`,
  'ta-reset-password': msg`Change password`,
  'ta-company-sign-in': msg`Company sign-in`,
  'ta-sso': msg`Company sign-in`,
};

type Match = {
  status: string;
  globalNotFound?: boolean;
  error?: unknown;
  staticData?: { routeName?: string };
};

/** The head of a portal page: the error title (spec §9 "code - message") or its route's. */
export function portalPageSeo(matches: readonly Match[], i18n: I18n): PageSeo {
  return {
    title:
      errorTitle(matches, i18n) ?? routeTitle(TITLES, matches, i18n, activeBrand.name) ?? activeBrand.name,
  };
}
