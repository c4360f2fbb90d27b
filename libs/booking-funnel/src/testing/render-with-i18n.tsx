import type { ReactElement, ReactNode } from 'react';
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render } from '@testing-library/react';

/** Renders under an English Lingui instance; macros carry their source text, so no catalog is needed. */
export function renderWithI18n(ui: ReactElement) {
  const i18n = setupI18n();
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  // A wrapper (not a parent element) so `rerender` keeps the provider.
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nProvider i18n={i18n}>{children}</I18nProvider>
  );
  return render(ui, { wrapper });
}
