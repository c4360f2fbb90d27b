import { createRoute, notFound } from '@tanstack/react-router';
import { activeBrand } from '@skybook/brand-active';
import { pageTitle } from '@skybook/domain-config';
import { destinationBySlug, lowestFareQuery } from '@skybook/site-content';
import { langRoute } from './lang-route.tsx';

/** `/{lang}/destinations`: the index of destination cards (titled in route-titles.ts). */
export const destinationsRoute = createRoute({
  getParentRoute: () => langRoute,
  path: 'destinations',
  staticData: { routeName: 'destinations' },
}).lazy(() => import('./destinations.lazy.tsx').then((m) => m.Route));

/**
 * `/{lang}/destinations/{slug}`: one destination; an unknown slug is the site's 404. Its "from"
 * price is the server's (decision 125), fetched here so the first HTML has it; a failure of that
 * price must not fail the page, which then offers the search without one.
 */
export const destinationRoute = createRoute({
  getParentRoute: () => langRoute,
  path: 'destinations/$slug',
  staticData: { routeName: 'destination' },
  loader: async ({ context, params }) => {
    const destination = destinationBySlug(params.slug);
    if (!destination) throw notFound();
    const { api, queryClient, shell, i18n } = context;
    const route = { origin: destination.origin, destination: destination.code, currency: shell.currency };
    await queryClient.ensureQueryData(lowestFareQuery(api, route)).catch(() => undefined);
    return { title: i18n._(destination.name), description: i18n._(destination.summary) };
  },
  head: ({ loaderData }) => ({
    // Spec §9 page title: title, separator, site name.
    meta: loaderData
      ? [
          { title: pageTitle(loaderData.title, activeBrand.name) },
          { name: 'description', content: loaderData.description },
        ]
      : [],
  }),
}).lazy(() => import('./destination.lazy.tsx').then((m) => m.Route));
