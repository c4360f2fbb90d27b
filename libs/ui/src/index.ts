import './base.css';

export { Button, type ButtonProps } from './button/button.tsx';
export { Logo, type LogoProps } from './logo/logo.tsx';
export { Navbar, type NavbarProps } from './layout/navbar.tsx';
export { Footer, type FooterProps } from './layout/footer.tsx';
export { SiteShell, type SiteShellProps } from './layout/site-shell.tsx';
export { ErrorPage, type ErrorPageProps } from './error-page/error-page.tsx';
export { DropdownGroup, useDropdown, type DropdownGroupProps } from './dropdown/dropdown-group.tsx';
export { Dropdown, type DropdownProps } from './dropdown/dropdown.tsx';
export { SocialLinks, type SocialLinksProps } from './social/social-links.tsx';
export { PreviewBanner } from './preview-banner/preview-banner.tsx';
export { Modal, type ModalProps, type ModalSize } from './modal/modal.tsx';
export { Spinner } from './spinner/spinner.tsx';
export { ArrivalDayShift, useArrivalDayText } from './day-shift/arrival-day-shift.tsx';
export { Field, controlClassName, type FieldControlProps, type FieldProps } from './form/field.tsx';
export { ERROR_MESSAGES, errorMessage } from './form/error-messages.ts';
export {
  PHONE_MAX_LENGTH,
  PhoneInput,
  type PhoneChange,
  type PhoneDisplayMode,
  type PhoneInputProps,
} from './phone-input/phone-input.tsx';
export { filterCountries, phoneCountries, type PhoneCountry } from './phone-input/countries.ts';
