import { setupI18n, type I18n, type MessageDescriptor, type Messages } from '@lingui/core';
import { loadAgencyCatalog, loadCatalog } from './catalogs.ts';
import type { Locale } from './locales.ts';
import type { CatalogPart } from './po-catalog.node.ts';

const catalogs = new Map<Locale, Promise<Messages>>();

/**
 * The catalog as the running server can load it (decision 083): bundled by Vite (Vitest, the
 * production build) the `.po` import is compiled for us; run from source by `tsx`, Node refuses
 * the `.po` extension and the file is read and compiled here instead.
 */
async function catalogPart(
  locale: Locale,
  part: CatalogPart,
  bundled: (locale: Locale) => Promise<Messages>,
): Promise<Messages> {
  try {
    return await bundled(locale);
  } catch (error) {
    if ((error as { code?: unknown }).code !== 'ERR_UNKNOWN_FILE_EXTENSION') throw error;
    return (await import('./po-catalog.node.ts')).readPoCatalog(locale, part);
  }
}

/**
 * The server's own copy (mails, PDFs, server pages) lives in a catalog no browser downloads;
 * it is read here with the page and agency copy those documents share (decision 129).
 */
async function serverCatalog(locale: Locale): Promise<Messages> {
  const parts = await Promise.all([
    catalogPart(locale, 'messages', loadCatalog),
    catalogPart(locale, 'agency', loadAgencyCatalog),
    catalogPart(locale, 'server', loadServerCatalog),
  ]);
  return Object.assign({}, ...parts) as Messages;
}

async function loadServerCatalog(locale: Locale): Promise<Messages> {
  switch (locale) {
    case 'es':
      return (await import('../locales/es/server.po')).messages;
    case 'pt':
      return (await import('../locales/pt/server.po')).messages;
    default:
      return (await import('../locales/en/server.po')).messages;
  }
}

/**
 * A fresh Lingui instance in `locale` for one mail, PDF or server page: never the global one,
 * which concurrent requests in other languages would share. Catalogs are loaded once and kept.
 */
export async function serverI18n(locale: Locale): Promise<I18n> {
  let catalog = catalogs.get(locale);
  if (!catalog) {
    catalog = serverCatalog(locale);
    catalogs.set(locale, catalog);
    catalog.catch(() => catalogs.delete(locale));
  }
  const i18n = setupI18n();
  i18n.loadAndActivate({ locale, messages: await catalog });
  return i18n;
}

/**
 * `descriptor` in the instance's language with `values` filled in. A helper rather than
 * `i18n._({ ...descriptor, values })`, which the extractor would try (and fail) to read as a message.
 */
export function translate(
  i18n: I18n,
  descriptor: MessageDescriptor,
  values: Record<string, unknown>,
): string {
  return i18n._(descriptor.id!, values, { message: descriptor.message });
}
