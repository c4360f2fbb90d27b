import type { ReactElement } from 'react';
import { setupI18n, type I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';

/** English from the source messages: what component tests render with unless they load a catalog. */
export const englishI18n: I18n = setupI18n({ locale: 'en', messages: { en: {} } });

/** Wraps a component under test in Lingui (English by default; pass `createI18n('es')` for Spanish). */
export function withI18n(node: ReactElement, i18n: I18n = englishI18n): ReactElement {
  return <I18nProvider i18n={i18n}>{node}</I18nProvider>;
}
