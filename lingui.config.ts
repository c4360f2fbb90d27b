import { defineConfig } from '@lingui/cli';

// Lingui matches these globs against absolute paths; a bare folder would not exclude its files.
const notSources = ['**/node_modules/**', '**/*.spec.*', '**/*.stories.*', '**/dist/**'];
// Copy only the server renders (mails, the boarding-pass PDF, server pages, the card field's
// frame) and copy only the agency portal shows live in catalogs of their own: neither belongs
// in the catalog every traveller's page downloads (decision 129).
const serverSources = [
  'apps/edge-server/src',
  'libs/*/src/**/*.server.ts',
  'libs/departure-control/src/boarding-pass-copy.ts',
];
const agencySources = ['apps/agency-portal/src', 'libs/agency-workspace/src'];
const asGlob = (source: string) => (source.endsWith('.ts') ? `**/${source}` : `**/${source}/**`);

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es', 'pt'],
  catalogs: [
    {
      path: '<rootDir>/libs/i18n/locales/{locale}/messages',
      include: ['<rootDir>/apps', '<rootDir>/libs'],
      exclude: [...notSources, ...[...serverSources, ...agencySources].map(asGlob)],
    },
    {
      path: '<rootDir>/libs/i18n/locales/{locale}/agency',
      include: agencySources.map((source) => `<rootDir>/${source}`),
      exclude: notSources,
    },
    {
      path: '<rootDir>/libs/i18n/locales/{locale}/server',
      include: serverSources.map((source) => `<rootDir>/${source}`),
      exclude: notSources,
    },
  ],
  format: 'po',
  orderBy: 'messageId',
});
