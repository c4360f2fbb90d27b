import { loadAgencyCatalog, loadCatalog, mergedCatalogs } from '@skybook/i18n';

/** The portal's copy: every app's page catalog plus the agency workspace's (decision 129). */
export const portalCatalog = mergedCatalogs(loadCatalog, loadAgencyCatalog);
