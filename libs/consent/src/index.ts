// Public API of @skybook/consent: the cookie consent manager and its footer link (decision 099).
export { ConsentManager } from './consent-manager.tsx';
export { CookieSettingsButton } from './cookie-settings-button.tsx';
