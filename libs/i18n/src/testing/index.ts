// Test-only entry (`@skybook/i18n/testing`).
export { englishI18n, withI18n } from './with-i18n.tsx';
