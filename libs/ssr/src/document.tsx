import type { ReactNode } from 'react';
import { I18nProvider } from '@lingui/react';
import { HeadContent, Scripts } from '@tanstack/react-router';
import { LOCALE_TAGS, isLocale } from '@skybook/i18n';
import { AppContextProvider } from './app-context.tsx';
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
          <I18nProvider i18n={i18n}>{children}</I18nProvider>
        </AppContextProvider>
        <Scripts />
      </body>
    </html>
  );
}
