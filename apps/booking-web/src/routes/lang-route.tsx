import { Outlet, createRoute, notFound } from '@tanstack/react-router';
import { activateLocale, isLocale } from '@skybook/i18n';
import { rootRoute } from './root-route.tsx';

/** `/{en|es|pt}`: every route exists under each language prefix (spec §2). */
export const langRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '$lang',
  beforeLoad: async ({ params, context, preload }) => {
    if (!isLocale(params.lang)) throw notFound();
    // A preload (hover or keyboard focus on a language link) must not switch the page showing now.
    if (preload) return;
    await activateLocale(context.i18n, params.lang, context.catalog);
  },
  component: Outlet,
});
