export { LoginForm, type LoginFormProps } from './login-form.tsx';
export { ChangePasswordDialog, type ChangePasswordDialogProps } from './change-password-dialog.tsx';
export { AgencySidebar, type AgencySidebarProps } from './agency-sidebar.tsx';
export { AgencyNavDropdown, type AgencyNavDropdownProps } from './agency-nav-dropdown.tsx';
export { agencyMenu, type AgencyMenuItem } from './agency-menu.ts';
export { agencyMessage } from './agency-messages.ts';
