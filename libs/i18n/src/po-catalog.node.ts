import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Messages } from '@lingui/core';
import type { Locale } from './locales.ts';

/** The catalogs in `libs/i18n/locales/<locale>/` (lingui.config.ts, decision 129). */
export type CatalogPart = 'messages' | 'agency' | 'server';

/**
 * One locale's catalog (a part of it) read straight from its `.po` file, for the server run from source
 * (`tsx`: `npm run dev`, tools/seed), where no bundler turns `.po` imports into modules
 * (decision 083). Lingui's own PO reader gives the same ids the compiled catalogs use, and a
 * message with no translation falls back to the English source, as `lingui compile` does.
 */
export async function readPoCatalog(locale: Locale, part: CatalogPart = 'messages'): Promise<Messages> {
  // Both are Lingui's own packages: the CLI's PO format and the core's message compiler.
  const { formatter } = await import('@lingui/format-po');
  const { compileMessage } = await import('@lingui/message-utils/compileMessage');
  // A path, not `new URL(…, import.meta.url)`: Vite would rewrite that into a bundled asset.
  const file = path.join(path.dirname(fileURLToPath(import.meta.url)), `../locales/${locale}/${part}.po`);
  const catalog = await formatter().parse(await readFile(file, 'utf8'), {
    locale,
    sourceLocale: 'en',
    filename: file,
  });
  const messages: Messages = {};
  for (const [id, entry] of Object.entries(catalog ?? {})) {
    const text = entry.translation || entry.message || id;
    messages[id] = compileMessage(text);
  }
  return messages;
}
