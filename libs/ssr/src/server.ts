// Server-only entry (`@skybook/ssr/server`): keeps React's stream renderer out of browser bundles.
export { createServerRender } from './render-server.tsx';
