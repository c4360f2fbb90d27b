import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { activeBrand } from '@skybook/brand-active';
import type { Domain } from '@skybook/api-contract';
import { homeSeo, pageTitle, routeTitle, type PageSeo } from '@skybook/domain-config';
import { errorTitle } from '@skybook/ui';
import type { RouteName } from '@skybook/ssr';

/**
 * Spec §9: every page is titled in its own language, "title | site name". Home uses the domain's
 * SEO title where it fits (`homeSeo`); content pages title themselves from their content.
 */
const TITLES: Readonly<Partial<Record<RouteName, MessageDescriptor>>> = {
  select: msg`Choose your flights`,
  extras: msg`Extras`,
  passengers: msg`Passengers`,
  payment: msg`Payment`,
  confirmation: msg`Booking confirmed`,
  manage: msg`Manage booking`,
  'manage-confirmation': msg`Manage booking`,
  checkin: msg`Online check-in`,
  'checkin-step': msg`Online check-in`,
  claims: msg`Claims and requests`,
  destinations: msg`Destinations`,
};

const HOME_TITLE = msg`Flights between Europe and the Americas`;
const HOME_DESCRIPTION = msg`Book low fares between Europe and the Americas, with seats, bags and online check-in.`;

type Match = {
  status: string;
  globalNotFound?: boolean;
  error?: unknown;
  staticData?: { routeName?: string };
};

/** The head of a booking-site page: the error title, the route's, or home's. */
export function bookingPageSeo(domain: Domain | undefined, matches: readonly Match[], i18n: I18n): PageSeo {
  const failed = errorTitle(matches, i18n);
  if (failed) return { title: failed };
  const titled = routeTitle(TITLES, matches, i18n, activeBrand.name);
  if (titled) return { title: titled };
  const home = {
    title: pageTitle(i18n._(HOME_TITLE), activeBrand.name),
    description: i18n._(HOME_DESCRIPTION),
  };
  return domain ? homeSeo(domain, i18n.locale, home) : home;
}
