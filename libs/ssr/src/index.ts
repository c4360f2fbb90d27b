import './static-data.ts';

export type { AppRouterContext } from './router-context.ts';
export type { PageAssets, ShellData } from './shell-data.ts';
export { Document } from './document.tsx';
export { InlineScript } from './boot-script.tsx';
export { useAppContext } from './app-context.tsx';
export { assetHead } from './head.ts';
export { createSsrRouter } from './create-ssr-router.ts';
export type { AppServerEntry, CreateAppRouter } from './render-server.tsx';
export type { RouteAssets } from './router-manifest.ts';
export { layoutFor, type RouteName } from './layout-rules.ts';
export { useAgencyCurrency, useCurrencyStore, CURRENCY_COOKIE } from './currency-store.ts';
export { LOCALE_COOKIE, LOCALE_CHANGED_COOKIE, chooseLocale } from './locale-choice.ts';
// Fixtures for stories and component tests (kept in testing/: they render no page of their own).
export { AppContextFixture } from './testing/app-context-fixture.tsx';
export { RouterFixture } from './testing/router-fixture.tsx';
export { useNewBuild } from './new-build.ts';
