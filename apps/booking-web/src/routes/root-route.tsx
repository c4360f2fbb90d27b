import { Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import { domainQuery, isPreview, languageIdOf, pageHead, regionsQuery } from '@skybook/domain-config';
import { menuQuery } from '@skybook/menu';
import { Document, type AppRouterContext } from '@skybook/ssr';
import { AppLayout, WithLayout } from '../layout/app-layout.tsx';
import { ErrorView } from './error-view.tsx';
import { bookingPageSeo } from './route-titles.ts';

export const rootRoute = createRootRouteWithContext<AppRouterContext>()({
  // Everything the chrome shows, fetched before the first byte so SSR and hydration agree.
  loader: async ({ context, location }) => {
    const { api, queryClient, shell, i18n } = context;
    const domain = await queryClient.ensureQueryData(domainQuery(api, shell.domainId));
    const preview = isPreview(location.search as Record<string, unknown>);
    await Promise.all([
      queryClient.ensureQueryData(
        menuQuery(api, { domainId: domain.id, languageId: languageIdOf(domain, i18n.locale), preview }),
      ),
      queryClient.ensureQueryData(regionsQuery(api)),
    ]);
    return domain;
  },
  // Spec §9: each route's title in the page's language; content pages override it with their own.
  head: ({ loaderData, match, matches }) =>
    pageHead(loaderData, match.context.shell.assets, bookingPageSeo(loaderData, matches, match.context.i18n)),
  shellComponent: function Shell({ children }) {
    const context = rootRoute.useRouteContext();
    return <Document context={context}>{children}</Document>;
  },
  component: () => (
    <AppLayout>
      <Outlet />
    </AppLayout>
  ),
  notFoundComponent: () => (
    <WithLayout routeName="error">
      <ErrorView status={404} />
    </WithLayout>
  ),
  errorComponent: () => <ErrorView status={500} />,
});
