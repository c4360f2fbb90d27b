import './base.css';

export { Button, type ButtonProps } from './button/button.tsx';
export { Logo, type LogoProps } from './logo/logo.tsx';
export { Navbar, type NavbarProps } from './layout/navbar.tsx';
export { Footer, type FooterProps } from './layout/footer.tsx';
export { SiteShell, type SiteShellProps } from './layout/site-shell.tsx';
export { ErrorPage, type ErrorPageProps } from './error-page/error-page.tsx';
