import { useState, type ReactNode } from 'react';
import type { I18n } from '@lingui/core';
import { I18nProvider, useLingui } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ApiClient } from '@skybook/api-contract';
import { isLocale } from '@skybook/i18n';
import { AppContextProvider } from '../app-context.tsx';
import type { AppRouterContext } from '../router-context.ts';

export interface AppContextFixtureProps {
  /** The calls the component under test makes; any other call throws. */
  api: Partial<ApiClient>;
  /** Tests pass one; stories leave it out and use Storybook's (its locale toolbar then applies). */
  i18n?: I18n;
  children: ReactNode;
}

/**
 * For component tests and stories: what `<Document>` gives a page (app context, query client,
 * Lingui) without a router, around components that call `useAppContext()`.
 */
export function AppContextFixture({ api, i18n, children }: AppContextFixtureProps) {
  return i18n ? (
    <I18nProvider i18n={i18n}>
      <Fixture api={api} i18n={i18n}>
        {children}
      </Fixture>
    </I18nProvider>
  ) : (
    <WithOuterI18n api={api}>{children}</WithOuterI18n>
  );
}

function WithOuterI18n({ api, children }: Omit<AppContextFixtureProps, 'i18n'>) {
  const { i18n } = useLingui();
  return (
    <Fixture api={api} i18n={i18n}>
      {children}
    </Fixture>
  );
}

function Fixture({ api, i18n, children }: Required<AppContextFixtureProps>) {
  const [context] = useState<AppRouterContext>(() => ({
    queryClient: new QueryClient({
      defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
    }),
    api: new Proxy(api, {
      get: (target, name: string) =>
        target[name as keyof ApiClient] ??
        (() => {
          throw new Error(`AppContextFixture: api.${name} was called but not provided`);
        }),
    }) as ApiClient,
    i18n,
    shell: {
      locale: isLocale(i18n.locale) ? i18n.locale : 'en',
      brandId: 'sky',
      domainId: 1,
      currency: 'EUR',
      currencyChanged: false,
      assets: { scripts: [], styles: [], preloads: [] },
    },
  }));
  return (
    <AppContextProvider value={context}>
      <QueryClientProvider client={context.queryClient}>{children}</QueryClientProvider>
    </AppContextProvider>
  );
}
