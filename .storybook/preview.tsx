import type { Decorator, Preview } from '@storybook/react-vite';
import { I18nProvider } from '@lingui/react';
import { setupI18n } from '@lingui/core';
import { LOCALES, loadCatalog, type Locale } from '@skybook/i18n';
import { BRAND_IDS, type BrandId } from '@skybook/brands';
import '../libs/brands/src/sky/tokens.css';
import '../libs/brands/src/sol/tokens.css';

// Every catalog up front: switching the locale toolbar is then instant.
const i18n = setupI18n();
for (const locale of LOCALES) i18n.load(locale, await loadCatalog(locale));
i18n.activate('en');

const withBrandAndLocale: Decorator = (Story, context) => {
  const brand = context.globals['brand'] as BrandId;
  const locale = context.globals['locale'] as Locale;
  if (i18n.locale !== locale) i18n.activate(locale);
  return (
    <I18nProvider i18n={i18n}>
      <div data-brand={brand} lang={locale} className="sb-brand-frame">
        <Story />
      </div>
    </I18nProvider>
  );
};

const preview: Preview = {
  globalTypes: {
    brand: {
      description: 'Airline brand (design tokens)',
      toolbar: { title: 'Brand', icon: 'paintbrush', items: [...BRAND_IDS], dynamicTitle: true },
    },
    locale: {
      description: 'Language',
      toolbar: { title: 'Locale', icon: 'globe', items: [...LOCALES], dynamicTitle: true },
    },
  },
  initialGlobals: { brand: 'sky', locale: 'en' },
  decorators: [withBrandAndLocale],
  parameters: { layout: 'fullscreen' },
};
export default preview;
