// Browser-only entry (`@skybook/ssr/client`).
export { hydrateApp } from './hydrate-client.tsx';
