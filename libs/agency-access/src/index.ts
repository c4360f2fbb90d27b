export { AgencySidebar } from './agency-sidebar.tsx';
export { AgencyNavDropdown } from './agency-nav-dropdown.tsx';
export { type AgencyMenuItem } from './agency-menu.ts';
export { LoginPage } from './login-page.tsx';
export { ResetPasswordPage } from './reset-password-page.tsx';
export { SsoResultPage } from './sso-result-page.tsx';
