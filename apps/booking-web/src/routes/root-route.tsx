import { Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import { domainHead, domainQuery } from '@skybook/domain-config';
import { Document, assetHead, type AppRouterContext } from '@skybook/ssr';
import { ErrorPage } from '@skybook/ui';
import { AppLayout } from '../layout/app-layout.tsx';

export const rootRoute = createRootRouteWithContext<AppRouterContext>()({
  loader: ({ context }) => context.queryClient.ensureQueryData(domainQuery(context.api, context.shell.domainId)),
  head: ({ loaderData, match }) => {
    const assets = assetHead(match.context.shell.assets);
    const domain = domainHead(loaderData);
    return {
      meta: [{ charSet: 'utf-8' }, { name: 'viewport', content: 'width=device-width, initial-scale=1' }, ...domain.meta],
      links: [...domain.links, ...assets.links],
      styles: domain.styles,
      scripts: assets.scripts,
    };
  },
  shellComponent: function Shell({ children }) {
    const context = rootRoute.useRouteContext();
    return (
      <Document context={context}>
        {children}
      </Document>
    );
  },
  component: () => (
    <AppLayout>
      <Outlet />
    </AppLayout>
  ),
  notFoundComponent: () => (
    <AppLayout routeName="error">
      <ErrorPage status={404} homeHref="/" />
    </AppLayout>
  ),
  errorComponent: () => <ErrorPage status={500} homeHref="/" />,
});
