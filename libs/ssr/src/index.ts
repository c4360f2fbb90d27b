import './static-data.ts';

export type { AppRouterContext } from './router-context.ts';
export type { PageAssets, ShellData } from './shell-data.ts';
export { createQueryClient } from './query-client.ts';
export { Document, type DocumentProps } from './document.tsx';
export { useAppContext } from './app-context.tsx';
export { assetHead } from './head.ts';
export { shellTransfer } from './shell-transfer.ts';
export { createSsrRouter } from './create-ssr-router.ts';
export type { AppServerEntry, CreateAppRouter, RenderRequest } from './render-server.tsx';
export { layoutFor, type LayoutRules, type RouteName } from './layout-rules.ts';
export {
  currencyAtom,
  useAgencyCurrency,
  useCurrencyStore,
  CURRENCY_COOKIE,
  type CurrencyState,
} from './currency-store.ts';
export { LOCALE_COOKIE, LOCALE_CHANGED_COOKIE, chooseLocale } from './locale-choice.ts';
export { AppContextFixture, type AppContextFixtureProps } from './app-context-fixture.tsx';
