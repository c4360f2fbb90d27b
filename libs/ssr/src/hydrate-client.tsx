import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { setupI18n } from '@lingui/core';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import type { ApiClient } from '@skybook/api-contract';
import type { CatalogLoader } from '@skybook/i18n';
import { reloadOnChunkError } from './chunk-reload.ts';
import type { CreateAppRouter } from './render-server.tsx';
import { createQueryClient } from './query-client.ts';
import type { ShellData } from './shell-data.ts';

/**
 * Browser start: the router rebuilds the server's state from the dehydrated payload
 * (shell data, loader data and query cache) before React hydrates the document.
 */
export function hydrateApp(
  createAppRouter: CreateAppRouter,
  api: ApiClient,
  opts: { catalog?: CatalogLoader } = {},
): void {
  reloadOnChunkError();
  const placeholder: ShellData = {
    locale: 'en',
    brandId: 'sky',
    domainId: 1,
    currency: 'EUR',
    currencyChanged: false,
    assets: { scripts: [], styles: [], preloads: [] },
  };
  const router = createAppRouter({
    context: {
      queryClient: createQueryClient(),
      api,
      i18n: setupI18n(),
      shell: placeholder,
      catalog: opts.catalog,
    },
  });
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RouterClient router={router} />
      </StrictMode>,
    );
  });
}
