import { useEffect, type ReactNode } from 'react';
import { I18nProvider } from '@lingui/react';
import { Provider as StoreProvider } from 'jotai';
import { useHydrateAtoms } from 'jotai/utils';
import { HeadContent, Scripts } from '@tanstack/react-router';
import { LOCALE_TAGS, isLocale } from '@skybook/i18n';
import { AppContextProvider } from './app-context.tsx';
import { BootScript } from './boot-script.tsx';
import { currencyAtom } from './currency-store.ts';
import type { AppRouterContext } from './router-context.ts';

export interface DocumentProps {
  context: AppRouterContext;
  children: ReactNode;
}

/** The whole HTML document, rendered by the router on both sides so hydration matches. */
export function Document({ context, children }: DocumentProps) {
  const { i18n, shell } = context;
  const locale = isLocale(i18n.locale) ? i18n.locale : shell.locale;
  return (
    <html lang={LOCALE_TAGS[locale]} data-brand={shell.brandId}>
      <head>
        <HeadContent />
      </head>
      <body>
        <AppContextProvider value={context}>
          {/* One store per request on the server and per tab in the browser: no state shared between visitors. */}
          <StoreProvider>
            <HydrateStores shell={context.shell} />
            <I18nProvider i18n={i18n}>{children}</I18nProvider>
          </StoreProvider>
        </AppContextProvider>
        <Scripts />
        <HydrationMark />
        <BootScript shell={context.shell} routeAssets={context.routeAssets} />
      </body>
    </html>
  );
}

function HydrateStores({ shell }: { shell: AppRouterContext['shell'] }) {
  useHydrateAtoms([[currencyAtom, { currency: shell.currency, changed: shell.currencyChanged }]]);
  return null;
}

/**
 * `<html data-hydrated>` once React has taken the page over: the scripts load after the first
 * paint (decision 095), so a click before this is a click on plain HTML. Tests wait for it.
 */
function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset['hydrated'] = 'true';
  }, []);
  return null;
}
