import '@skybook/brand-active';
import { createServerRender } from '@skybook/ssr/server';
import { createAppRouter } from './router.tsx';

export const render = createServerRender(createAppRouter);
