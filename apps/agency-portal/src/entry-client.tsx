import '@skybook/brand-active';
import { createHttpApi } from '@skybook/api-client';
import { hydrateApp } from '@skybook/ssr/client';
import { portalCatalog } from './portal-catalog.ts';
import { createAppRouter } from './router.tsx';

hydrateApp(createAppRouter, createHttpApi(), { catalog: portalCatalog });
