// Server-only entry (`@skybook/ssr/server`): keeps React's stream renderer out of browser bundles.
export { createServerRender, type AppServerEntry, type CreateAppRouter, type RenderRequest } from './render-server.tsx';
