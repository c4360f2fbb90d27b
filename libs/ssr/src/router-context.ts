import type { I18n } from '@lingui/core';
import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@skybook/api-contract';
import type { CatalogLoader } from '@skybook/i18n';
import type { RouteAssets } from './router-manifest.ts';
import type { ShellData } from './shell-data.ts';

/** What every route's loader and component can reach, created fresh per request on the server. */
export interface AppRouterContext {
  queryClient: QueryClient;
  api: ApiClient;
  i18n: I18n;
  shell: ShellData;
  /** The app's copy when it has more than the page catalog (the agency portal; decision 129). */
  catalog?: CatalogLoader;
  /** Server only: the chunks each route's page needs beyond the entry's (production builds). */
  routeAssets?: Record<string, RouteAssets>;
}
