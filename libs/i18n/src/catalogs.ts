import type { Messages } from '@lingui/core';
import type { Locale } from './locales.ts';

/**
 * Loads one locale's compiled catalog. Each catalog is its own chunk, so a page
 * downloads only the language it is shown in.
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
