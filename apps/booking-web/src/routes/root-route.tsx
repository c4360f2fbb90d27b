import { Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import { domainQuery, pageHead } from '@skybook/domain-config';
import { Document, type AppRouterContext } from '@skybook/ssr';
import { ErrorPage } from '@skybook/ui';
import { AppLayout } from '../layout/app-layout.tsx';

export const rootRoute = createRootRouteWithContext<AppRouterContext>()({
  loader: ({ context }) => context.queryClient.ensureQueryData(domainQuery(context.api, context.shell.domainId)),
  head: ({ loaderData, match }) => pageHead(loaderData, match.context.shell.assets),
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
