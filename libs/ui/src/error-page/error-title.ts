import { msg } from '@lingui/core/macro';
import type { I18n } from '@lingui/core';

/** Spec §9: the 404 and 500 pages are titled `code - message`. */
export function errorTitle(
  matches: ReadonlyArray<{ status: string; globalNotFound?: boolean; error?: unknown }>,
  i18n: I18n,
): string | null {
  const notFound = (m: (typeof matches)[number]) =>
    m.status === 'notFound' ||
    m.globalNotFound ||
    (m.error as { isNotFound?: boolean } | undefined)?.isNotFound === true;
  if (matches.some(notFound)) return statusTitle(404, i18n);
  if (matches.some((m) => m.status === 'error')) return statusTitle(500, i18n);
  return null;
}

export const statusTitle = (status: 404 | 500, i18n: I18n): string =>
  status === 404 ? `404 - ${i18n._(msg`Page not found`)}` : `500 - ${i18n._(msg`Server error`)}`;
