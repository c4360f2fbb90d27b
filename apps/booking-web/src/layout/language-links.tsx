import { Link, useLocation } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { LOCALES, LOCALE_NAMES, LOCALE_TAGS, localeFromPath } from '@skybook/i18n';

/** Same page in each language. (The full region/language/currency selector replaces this.) */
export function LanguageLinks() {
  const { t, i18n } = useLingui();
  const { pathname } = useLocation();
  const rest = localeFromPath(pathname) ? pathname.replace(/^\/[a-z]{2}/, '') : '';
  return (
    <ul aria-label={t`Language`} className="language-links">
      {LOCALES.map((locale) => (
        <li key={locale}>
          <Link
            to={`/${locale}${rest}`}
            hrefLang={LOCALE_TAGS[locale]}
            lang={LOCALE_TAGS[locale]}
            aria-current={i18n.locale === locale ? 'true' : undefined}
          >
            {LOCALE_NAMES[locale]}
          </Link>
        </li>
      ))}
    </ul>
  );
}
