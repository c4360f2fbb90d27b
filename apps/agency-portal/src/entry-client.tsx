import '@skybook/brand-active';
import { createHttpApi } from '@skybook/api-client';
import { hydrateApp } from '@skybook/ssr/client';
import { createAppRouter } from './router.tsx';

hydrateApp(createAppRouter, createHttpApi());
