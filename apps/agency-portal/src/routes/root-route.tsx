import { Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import { domainQuery, pageHead } from '@skybook/domain-config';
import { Document, type AppRouterContext } from '@skybook/ssr';
import { ErrorPage } from '@skybook/ui';
import { dashboardQuery } from '@skybook/agency-workspace';
import { PortalLayout } from '../layout/portal-layout.tsx';
import { portalPageSeo } from './portal-titles.ts';

export const rootRoute = createRootRouteWithContext<AppRouterContext>()({
  loader: async ({ context }) => {
    const { api, queryClient, shell } = context;
    // Signed in: the credit the sidebar and dashboard show arrives with the first HTML.
    if (shell.session?.type === 'agency') {
      await queryClient.ensureQueryData(dashboardQuery(api)).catch(() => undefined);
    }
    return queryClient.ensureQueryData(domainQuery(api, shell.domainId));
  },
  head: ({ loaderData, match, matches }) =>
    pageHead(loaderData, match.context.shell.assets, portalPageSeo(matches, match.context.i18n)),
  shellComponent: function Shell({ children }) {
    return <Document context={rootRoute.useRouteContext()}>{children}</Document>;
  },
  component: () => (
    <PortalLayout>
      <Outlet />
    </PortalLayout>
  ),
  notFoundComponent: () => (
    <PortalLayout>
      <ErrorPage status={404} homeHref="/" />
    </PortalLayout>
  ),
  errorComponent: () => <ErrorPage status={500} homeHref="/" />,
});
