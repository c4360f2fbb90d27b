import { defineConfig } from '@lingui/cli';

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es', 'pt'],
  catalogs: [
    {
      path: '<rootDir>/libs/i18n/locales/{locale}/messages',
      include: ['<rootDir>/apps', '<rootDir>/libs'],
      exclude: ['**/node_modules/**', '**/*.spec.*', '**/*.stories.*', '**/dist/**'],
    },
  ],
  format: 'po',
  orderBy: 'messageId',
});
