import type { Messages } from '@lingui/core';
import type { Locale } from './locales.ts';

/** Gives one locale's messages: an app's pages, or a part of them (decision 129). */
export type CatalogLoader = (locale: Locale) => Promise<Messages>;

/**
 * Loads one locale's compiled catalog of page copy, the part every app shows. Each catalog is
 * its own chunk, so a page downloads only the language it is shown in.
 */
export async function loadCatalog(locale: Locale): Promise<Messages> {
  switch (locale) {
    case 'es':
      return (await import('../locales/es/messages.po')).messages;
    case 'pt':
      return (await import('../locales/pt/messages.po')).messages;
    default:
      return (await import('../locales/en/messages.po')).messages;
  }
}

/**
 * The agency portal's own copy, on top of {@link loadCatalog}'s: only the portal imports this,
 * so only its build holds these chunks.
 */
export async function loadAgencyCatalog(locale: Locale): Promise<Messages> {
  switch (locale) {
    case 'es':
      return (await import('../locales/es/agency.po')).messages;
    case 'pt':
      return (await import('../locales/pt/agency.po')).messages;
    default:
      return (await import('../locales/en/agency.po')).messages;
  }
}

/** One loader that fetches several parts side by side and gives them as one catalog. */
export function mergedCatalogs(...loaders: CatalogLoader[]): CatalogLoader {
  return async (locale) => {
    const parts = await Promise.all(loaders.map((load) => load(locale)));
    return Object.assign({}, ...parts) as Messages;
  };
}
