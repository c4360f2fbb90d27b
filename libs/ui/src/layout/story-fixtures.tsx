import { Logo } from '../logo/logo.tsx';

/** Sample slot contents shared by the layout stories. */
export const sampleLogo = <Logo name="Skybook Air" code="SB" href="#" label="Skybook Air, home" />;

export const sampleActions = (
  <>
    <a href="tel:+34910000000">+34 910 000 000</a>
    <a href="#" lang="es-AR">
      Español
    </a>
    <a href="#" lang="pt-PT">
      Português
    </a>
  </>
);

export const sampleSubLinks = (
  <nav aria-label="Legal">
    <a href="#">Privacy</a> · <a href="#">Cookies</a> · <a href="#">Terms</a>
  </nav>
);

export const sampleNav = (
  <ul style={{ display: 'flex', gap: '1rem', listStyle: 'none', margin: 0, padding: 0 }}>
    <li>
      <a href="#">Flights</a>
    </li>
    <li>
      <a href="#">Travel information</a>
    </li>
    <li>
      <a href="#">Hotels</a>
    </li>
  </ul>
);
