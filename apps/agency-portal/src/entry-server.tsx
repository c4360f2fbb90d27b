import '@skybook/brand-active';
import { createServerRender } from '@skybook/ssr/server';
import { portalCatalog } from './portal-catalog.ts';
import { createAppRouter } from './router.tsx';

export const render = createServerRender(createAppRouter, { catalog: portalCatalog });
