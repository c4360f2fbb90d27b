import { setupI18n, type I18n, type MessageDescriptor, type Messages } from '@lingui/core';
import { loadCatalog } from './catalogs.ts';
import type { Locale } from './locales.ts';

const catalogs = new Map<Locale, Promise<Messages>>();

/**
 * The catalog as the running server can load it (decision 083): bundled by Vite (Vitest, the
 * production build) the `.po` import is compiled for us; run from source by `tsx`, Node refuses
 * the `.po` extension and the file is read and compiled here instead.
 */
async function serverCatalog(locale: Locale): Promise<Messages> {
  try {
    return await loadCatalog(locale);
  } catch (error) {
    if ((error as { code?: unknown }).code !== 'ERR_UNKNOWN_FILE_EXTENSION') throw error;
    return (await import('./po-catalog.node.ts')).readPoCatalog(locale);
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
