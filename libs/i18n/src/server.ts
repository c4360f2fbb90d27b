// Server-only entry (`@skybook/i18n/server`): it may read catalogs from disk, which a browser
// bundle must never pull in.
export { serverI18n, translate } from './server-i18n.ts';
