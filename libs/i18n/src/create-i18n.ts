import { setupI18n, type I18n } from '@lingui/core';
import { loadCatalog, type CatalogLoader } from './catalogs.ts';
import type { Locale } from './locales.ts';

/**
 * A fresh Lingui instance with one locale loaded and active. The server makes one per
 * request (never the global instance, which requests would share); the browser makes one
 * at start and loads further catalogs into it when the language changes. `catalog` is the
 * app's copy: the page catalog unless the app adds a part of its own (decision 129).
 */
export async function createI18n(locale: Locale, catalog: CatalogLoader = loadCatalog): Promise<I18n> {
  const i18n = setupI18n();
  i18n.loadAndActivate({ locale, messages: await catalog(locale) });
  return i18n;
}

/** Switches an existing instance to another locale, loading its catalog first. */
export async function activateLocale(
  i18n: I18n,
  locale: Locale,
  catalog: CatalogLoader = loadCatalog,
): Promise<void> {
  if (i18n.locale === locale) return;
  i18n.loadAndActivate({ locale, messages: await catalog(locale) });
}
